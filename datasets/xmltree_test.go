package datasets

import (
	"maps"
	"testing"
)

type xmlCase struct {
	XML   string              `json:"xml"`
	Docs  []map[string]string `json:"docs"`
	Segs  [][2]*string        `json:"segs"`
	Error string              `json:"error"`
}

// xmlDiffers are documents where encoding/xml and lxml are known to disagree, and why.
var xmlDiffers = map[string]string{
	`<d><doc id="a	b
c  d" domain="x&#9;y"><seg id=" 7 ">t</seg></doc></d>`: "a character reference to a tab in an attribute becomes a space",
	`<!DOCTYPE d [<!ENTITY e "expanded">]><d><doc id="1"><seg id="1">&e;</seg></doc></d>`: "entities declared in a DTD are an error",
}

// TestOracleXML compares parseXML with lxml on small documents: the attributes of each <doc>,
// the id and .text of each <seg> (found as findall(".//doc") and findall(".//seg") find them),
// and which documents are rejected.
func TestOracleXML(t *testing.T) {
	for _, tc := range readJSONL[xmlCase](t, "xml.jsonl") {
		root, err := parseXML([]byte(tc.XML))
		if reason := xmlDiffers[tc.XML]; reason != "" {
			t.Logf("%q: known difference: %s", tc.XML, reason)
			continue
		}
		if (err != nil) != (tc.Error != "") {
			t.Errorf("%q: error %v, lxml says %q", tc.XML, err, tc.Error)
			continue
		}
		if err != nil {
			continue
		}
		docs := root.findAll("doc")
		if len(docs) != len(tc.Docs) {
			t.Errorf("%q: %d docs, lxml finds %d", tc.XML, len(docs), len(tc.Docs))
		}
		for i := range min(len(docs), len(tc.Docs)) {
			got := map[string]string{}
			for _, a := range docs[i].attrs {
				got[a.Name.Local] = a.Value
			}
			if !maps.Equal(got, tc.Docs[i]) {
				t.Errorf("%q: doc %d attributes %q, lxml %q", tc.XML, i, got, tc.Docs[i])
			}
		}
		checkSegs(t, tc, root.findAll("seg"))
	}
}

func checkSegs(t *testing.T, tc xmlCase, segs []*element) {
	t.Helper()
	if len(segs) != len(tc.Segs) {
		t.Errorf("%q: %d segs, lxml finds %d", tc.XML, len(segs), len(tc.Segs))
		return
	}
	for i, seg := range segs {
		id, _ := seg.attr("id")
		text, hasText := deref(tc.Segs[i][1]), tc.Segs[i][1] != nil
		if id != deref(tc.Segs[i][0]) || seg.text != text || seg.hasText != hasText {
			t.Errorf("%q: seg %d = %q %q (%v), lxml %q %q (%v)", tc.XML, i, id, seg.text, seg.hasText,
				deref(tc.Segs[i][0]), text, hasText)
		}
	}
}
