package tokenizers

// None leaves lines as they are (SacreBLEU's NoneTokenizer), for input that is already tokenized.
type None struct{}

// Tokenize returns line unchanged.
func (None) Tokenize(line string) string { return line }

// AppendTokens appends line to dst.
func (None) AppendTokens(dst []byte, line string) []byte { return append(dst, line...) }

// Signature returns "none".
func (None) Signature() string { return "none" }
