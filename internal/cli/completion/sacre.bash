# bash completion for sacre
_sacre() {
  local cur="${COMP_WORDS[COMP_CWORD]}" word files=0
  COMPREPLY=()
  while IFS= read -r word; do
    if [[ "$word" == ":files" ]]; then files=1; elif [[ -n "$word" ]]; then COMPREPLY+=("$word"); fi
  done < <(sacre __complete "${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur" 2>/dev/null)
  if (( files )); then
    while IFS= read -r word; do COMPREPLY+=("$word"); done < <(compgen -f -- "$cur")
  fi
}
complete -o filenames -F _sacre sacre
