#!/bin/sh
# The report views README.md and docs/report.md show, as Chromium renders them: the screenshots
# internal/pagetest takes (real data only), copied into docs/. No numbers; the header says when
# and where they were made.
#   docs/report-ranked.png  significance of WMT24's 26 English-German systems, its second reference
#                           and three lower-cased copies (30), 1400 pixels (TestReportLayout)
#   docs/report-charts.png  the sentence-level charts of 16 WMT17 systems, 1400 pixels (TestReportPlotsBrowser)
#   docs/report-phone.png   the same significance section on a phone, 390 pixels (TestReportLayout)
set -eu
. "$(dirname "$0")/lib.sh"
header
cd "$(dirname "$0")/.."
SACRE_LONG=1 SACRE_ARTIFACTS="$bench_tmp" go test ./internal/pagetest -count=1 -run 'TestReportLayout$|TestReportPlotsBrowser$' >/dev/null
cp "$bench_tmp/report-layout-30-1400.png" docs/report-ranked.png
cp "$bench_tmp/report-plots-sixteen-1400-segments.png" docs/report-charts.png
cp "$bench_tmp/report-layout-30-390.png" docs/report-phone.png
ls -l docs/report-ranked.png docs/report-charts.png docs/report-phone.png
