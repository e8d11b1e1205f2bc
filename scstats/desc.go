package scstats

import "github.com/sacre-mt/sacre/internal/rpg"

// sc_stats's boxed tables (the McNemar matrix, the unified report) are laid out by SCTK's
// report generator, rpg.c, ported as package rpg; a Reporter holds the generator's state
// from one table to the next.

// nextLine is rpg.c's get_next_string_value: the next printed line of a cell and the rest.
func nextLine(s string, width int) (line, rest string) { return rpg.NextLine(s, width) }
