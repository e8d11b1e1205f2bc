package main

import (
	"io"
	"os"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/internal/argparse"
)

// completeWord is the hidden command the completion scripts run: "sacre __complete WORD...
// CURRENT" prints what may replace CURRENT (possibly empty) after the words, one per line, and
// a last line ":files" when a file name may too.
const completeWord = "__complete"

func completeCommand(args []string, e *env) int {
	if len(args) == 0 {
		return 0
	}
	cands, files := completions(args[:len(args)-1], args[len(args)-1])
	for _, c := range cands {
		io.WriteString(e.stdout, c+"\n")
	}
	if files {
		io.WriteString(e.stdout, ":files\n")
	}
	return 0
}

// completions are the words that may replace cur after words (those after "sacre"), and
// whether file names may.
func completions(words []string, cur string) ([]string, bool) {
	specs, cmd := optionSpecs(), (*command)(nil)
	if len(words) > 0 {
		if cmd = findCommand(words[0]); cmd != nil && !isFile(words[0]) {
			specs, words = cmd.specs(), words[1:]
		} else {
			cmd = nil
		}
	}
	if strings.HasPrefix(cur, "-") {
		var out []string
		for _, s := range specs {
			out = append(out, withPrefix(s.Names, cur)...)
		}
		return out, false
	}
	if s := valueOf(specs, words); s != nil {
		return specValues(s, words, cur)
	}
	switch {
	case cmd != nil:
		return withPrefix(cmd.args, cur), cmd.args == nil
	case len(words) == 1 && words[0] == "help":
		return withPrefix(commandNames(), cur), false
	case len(words) == 0:
		return withPrefix(append(commandNames(), "help"), cur), true
	}
	return nil, true
}

// valueOf is the option whose value the next word is, if any: the last option among words,
// with no value yet or taking a list.
func valueOf(specs []*argparse.Spec, words []string) *argparse.Spec {
	for i := len(words) - 1; i >= 0; i-- {
		if !strings.HasPrefix(words[i], "-") {
			continue
		}
		s := findSpec(specs, words[i])
		switch {
		case s == nil || s.Nargs == argparse.Flag || s.Nargs == argparse.Help || s.Nargs == argparse.Version:
			return nil
		case s.Nargs == argparse.One && i < len(words)-1:
			return nil
		}
		return s
	}
	return nil
}

// specValues are the values that complete option s.
func specValues(s *argparse.Spec, words []string, cur string) ([]string, bool) {
	if len(s.Choices) > 0 || len(s.Suggest) > 0 {
		return withPrefix(slices.Concat(s.Choices, s.Extra, s.Suggest), cur), false
	}
	switch s.Complete {
	case "testsets":
		return withPrefix(datasets.Names(), cur), false
	case "langpairs":
		return withPrefix(languagePairs(words), cur), false
	case "":
		return nil, s.Type == "str"
	}
	return nil, false
}

// languagePairs are the pairs of the test sets given with -t among words, else of every set.
func languagePairs(words []string) []string {
	names := datasets.Names()
	for i, w := range words {
		if (w == "-t" || w == "--test-set") && i+1 < len(words) {
			names = strings.Split(words[i+1], ",")
		}
	}
	var out []string
	for _, name := range names {
		set, err := datasets.Lookup(name)
		if err != nil {
			continue
		}
		for _, p := range set.Pairs {
			if !slices.Contains(out, p.Name) {
				out = append(out, p.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}

func withPrefix(list []string, prefix string) []string {
	var out []string
	for _, w := range list {
		if strings.HasPrefix(w, prefix) {
			out = append(out, w)
		}
	}
	return out
}

func findSpec(specs []*argparse.Spec, name string) *argparse.Spec {
	for _, s := range specs {
		if slices.Contains(s.Names, name) {
			return s
		}
	}
	return nil
}

func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.IsDir()
}

// The scripts ask sacre itself what may follow the words typed so far.
var completionScripts = map[string]string{
	"bash": `# bash completion for sacre
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
`,
	"zsh": `#compdef sacre
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
`,
	"fish": `# fish completion for sacre
function __sacre_complete
    set -l words (commandline -opc)[2..-1]
    set -l cur (commandline -ct)
    for w in (sacre __complete $words "$cur" 2>/dev/null)
        if test "$w" = ":files"
            __fish_complete_path "$cur"
        else
            echo $w
        end
    end
end
complete -c sacre -f -a '(__sacre_complete)'
`,
}
