// rfshim exposes rapidfuzz-cpp's Levenshtein opcodes to gen.py through ctypes, the way
// RapidFuzz's compiled levenshtein_opcodes calls it: levenshtein_editops with
// score_hint = SIZE_MAX (Python's score_hint=None), then Opcodes(editops).
// Build: g++ -O2 -std=c++17 -shared -fPIC -I RAPIDFUZZ_CPP rfshim.cpp -o librfshim.so
#include <cstddef>
#include <cstdint>
#include <limits>
#include <rapidfuzz/distance/Levenshtein.hpp>

extern "C" size_t rf_opcodes(const uint64_t* s1, size_t n1, const uint64_t* s2, size_t n2,
                             int64_t* out, size_t cap)
{
    auto ops = rapidfuzz::levenshtein_editops(s1, s1 + n1, s2, s2 + n2,
                                              std::numeric_limits<size_t>::max());
    rapidfuzz::Opcodes oc(ops);
    if (oc.size() <= cap) {
        for (size_t i = 0; i < oc.size(); ++i) {
            out[5 * i + 0] = static_cast<int64_t>(oc[i].type);
            out[5 * i + 1] = static_cast<int64_t>(oc[i].src_begin);
            out[5 * i + 2] = static_cast<int64_t>(oc[i].src_end);
            out[5 * i + 3] = static_cast<int64_t>(oc[i].dest_begin);
            out[5 * i + 4] = static_cast<int64_t>(oc[i].dest_end);
        }
    }
    return oc.size();
}
