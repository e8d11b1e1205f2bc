#compdef sacre
# zsh completion for sacre
_sacre() {
  local -a out cands
  local w files=0
  out=("${(@f)$(sacre __complete "${(@)words[2,CURRENT-1]}" "${words[CURRENT]}" 2>/dev/null)}")
  for w in "${out[@]}"; do
    if [[ "$w" == ":files" ]]; then files=1; elif [[ -n "$w" ]]; then cands+=("$w"); fi
  done
  (( ${#cands} )) && compadd -a cands
  (( files )) && _files
}
compdef _sacre sacre
