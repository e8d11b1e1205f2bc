# fish completion for sacre
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
