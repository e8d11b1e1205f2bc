#!/usr/bin/env python3
"""WMT24 human-ranking oracle for sacre (ESA waves 2 and 3 only).

Usage:
    /usr/bin/python3 oracle.py HUMEVAL_DIR [OUT_DIR]

HUMEVAL_DIR is the `humeval/` directory of an extracted copy of
github.com/wmt-conference/wmt24-news-systems. It must contain the reference
`tools.py` and `esa_generalMT2024_wave{2,3}.csv`, and `HUMEVAL_DIR/../txt`
must hold `sources/`, `documents/`, `system-outputs/` and `references/`
(used by tools.attach_resources). OUT_DIR defaults to this script's directory.

The reference code is imported and called unmodified. The only shim is an
empty `ipdb` module (tools.py imports ipdb but never uses it).
calculate_clusters.py itself is NOT imported (it needs absl and reads
AutoRank.xlsx); its main loop is transcribed below up to the clusters, with
FLAGS.micro=False (the default, i.e. macro average over domains) and
FLAGS.preload=False. Everything after `get_clusters` in that loop (AutoRank
columns, LaTeX tables) does not affect the ranking and is skipped.

Writes into OUT_DIR:
    expected.json         per-lp ranking, all ordered-pair p-values, counts
    esa_waves23.tsv.gz    long table, one row per rating (before averaging)
    tables.txt            human-readable per-lp tables
"""

import csv
import gzip
import hashlib
import io
import json
import math
import os
import sys
import types

WAVES = ['esa_generalMT2024_wave2.csv', 'esa_generalMT2024_wave3.csv']
CSV_COLUMNS = ['user_id', 'system_id', 'segment_id', 'segment_type', 'source_lang', 'target_lang',
               'overall', 'doc_id', 'unk', 'error_spans', 'start_time', 'end_time']


def git_blob_sha1(path):
    with open(path, 'rb') as fh:
        data = fh.read()
    return hashlib.sha1(b'blob %d\0' % len(data) + data).hexdigest()


def jfloat(x):
    """float64 -> JSON number (repr round-trips); NaN -> null."""
    x = float(x)
    return None if math.isnan(x) else x


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    humeval_dir = os.path.abspath(sys.argv[1])
    out_dir = os.path.abspath(sys.argv[2] if len(sys.argv) == 3 else os.path.dirname(os.path.abspath(__file__)))

    # --- shims: tools.py does `import ipdb` but never calls it -------------
    sys.modules.setdefault('ipdb', types.ModuleType('ipdb'))
    sys.path.insert(0, humeval_dir)
    # load_data() takes the wave filename relative to cwd and
    # load_all_resources() reads '../txt' and writes domain_distributions.tex
    # into cwd, exactly as when calculate_clusters.py is run from humeval/.
    os.chdir(humeval_dir)

    import numpy as np
    import pandas as pd
    import scipy
    import tools
    from tools import load_data, get_pvalues, get_ranks, attach_resources, get_clusters

    # ----------------------------------------------------------------------
    # calculate_clusters.py, main(): load (only waves 2 and 3 exist)
    # ----------------------------------------------------------------------
    data = []
    for wave in WAVES:
        data.append(load_data(wave, is_mqm=wave.startswith("mqm")))
    df = pd.concat(data)
    # Side channel for the export only: load_data keeps read_csv's row labels
    # (0-based line numbers, header=None); attach_resources resets the index
    # but keeps the row order, so remember (wave, line) per row now.
    src_lines = list(zip(df['wave'].tolist(), df.index.tolist()))
    df = attach_resources(df)
    assert len(src_lines) == len(df)
    assert list(df['wave']) == [w for w, _ in src_lines]

    # ----------------------------------------------------------------------
    # Export: one row per rating per rater, before the groupby averaging.
    # ----------------------------------------------------------------------
    raw = {}
    for wave in WAVES:
        r = pd.read_csv(wave, header=None, dtype=str)  # same read as load_data
        r.columns = CSV_COLUMNS
        raw[wave] = r['overall']
    raw_scores = [raw[w].loc[i] for w, i in src_lines]
    score_mismatch = [(w, i, s, v) for (w, i), s, v in zip(src_lines, raw_scores, df['overall'].tolist())
                      if float(s) != v]
    assert not score_mismatch, score_mismatch[:5]
    nonint_scores = sorted({s for s in raw_scores if not s.isdigit()})

    # cross-wave duplicates: same (lp, system, orig_segment_id) rated in >1 wave
    cross = df.groupby(['lp', 'system_id', 'orig_segment_id'])['wave'].nunique()
    n_cross_wave = int((cross > 1).sum())
    per_sys_item = df.groupby(['lp', 'system_id', 'orig_segment_id']).size()
    n_multi_rating = int((per_sys_item > 1).sum())
    multi_rater_annot = int((df.groupby('annot_id')['user_id'].nunique() > 1).sum())
    # If any (system, orig_segment_id) occurred in more than one wave, WMT24
    # keeps one row per wave and get_pvalues' join on orig_segment_id becomes a
    # cartesian product; then the item must carry the wave to be faithful.
    item_has_wave = n_cross_wave > 0
    items = [o + '#' + w if item_has_wave else o for o, w in zip(df['orig_segment_id'], df['wave'])]

    rows = sorted(zip(df['lp'], df['system_id'], items, raw_scores, df['domain_name'], df['user_id']))
    buf = io.StringIO()
    buf.write('system\titem\tscore\tdomain\trater\tlp\n')
    for lp, system, item, score, domain, rater in rows:
        fields = [system, item, score, domain, rater, lp]
        assert all('\t' not in f and '\n' not in f and f != '' for f in fields), fields
        buf.write('\t'.join(fields) + '\n')
    with open(os.path.join(out_dir, 'esa_waves23.tsv.gz'), 'wb') as fh:
        # mtime=0 and no filename -> byte-identical output on regeneration
        with gzip.GzipFile(filename='', mode='wb', fileobj=fh, mtime=0, compresslevel=9) as gz:
            gz.write(buf.getvalue().encode('utf-8'))

    # ----------------------------------------------------------------------
    # Diagnostics on load_data's dedup (sort by end_time + drop_duplicates):
    # replay its filters on the raw CSV to see whether equal end_time ties
    # could change which rating survives.
    # ----------------------------------------------------------------------
    dedup = {}
    for wave in WAVES:
        r = pd.read_csv(wave, header=None, dtype=str)
        r.columns = CSV_COLUMNS
        r = r[r['segment_type'] == 'TGT']
        r = r[~r['system_id'].str.contains('tutorial')]
        r = r[~r['doc_id'].str.contains('#incomplete')]
        r = r[~r['doc_id'].str.contains('#dup')]
        r = r[r['doc_id'] != 'canary']
        key = ['user_id', 'system_id', 'doc_id', 'segment_id', 'source_lang', 'target_lang']
        g = r.groupby(key)
        sizes = g.size()
        dupkeys = set(sizes[sizes > 1].index)
        d = {'rows_after_filters': int(len(r)), 'duplicate_groups': len(dupkeys),
             'rows_in_duplicate_groups': int(sizes[sizes > 1].sum()),
             'rows_dropped': int(sizes[sizes > 1].sum() - len(dupkeys)),
             'groups_with_differing_scores': 0, 'groups_with_tied_latest_end_time': 0,
             'groups_with_tied_latest_end_time_and_differing_scores': 0,
             'groups_where_string_max_end_time_differs_from_numeric_max': 0}
        for k, x in g:
            if k not in dupkeys:
                continue
            latest = x[x['end_time'] == x['end_time'].max()]
            d['groups_with_differing_scores'] += int(x['overall'].nunique() > 1)
            d['groups_with_tied_latest_end_time'] += int(len(latest) > 1)
            d['groups_with_tied_latest_end_time_and_differing_scores'] += int(latest['overall'].nunique() > 1)
            d['groups_where_string_max_end_time_differs_from_numeric_max'] += int(
                x['end_time'].max() != x.loc[x['end_time'].astype(float).idxmax(), 'end_time'])
        dedup[wave] = d

    # ----------------------------------------------------------------------
    # calculate_clusters.py, main(): averaging, then the per-lp loop
    # ----------------------------------------------------------------------
    n_rows_before_groupby = len(df)
    # if there are multiple ratings for the same segment, average them
    subdf = df.groupby(['annot_id', 'lp', 'system_id', 'orig_segment_id'])
    groupby_applied = len(subdf) != len(df)
    if groupby_applied:
        df = subdf.agg({'overall': 'mean'}).reset_index()
    if 'domain_name' not in df.columns:
        # The reference would die with KeyError('domain_name') at per_domain.
        sys.exit('groupby averaging replaced df and dropped domain_name: '
                 'calculate_clusters.py would crash with KeyError here')

    result_lps = {}
    tables = []
    total_cluster = 0
    for lp in sorted(df['lp'].unique()):
        df_lp = df[df['lp'] == lp]

        avg_annotations_per_system = df_lp.groupby('system_id')['annot_id'].count().mean()

        # we are far from enough annotations
        if avg_annotations_per_system < 100:
            result_lps[lp] = {'skipped': True, 'avg_annotations_per_system': jfloat(avg_annotations_per_system),
                              'annotations': int(len(df_lp))}
            continue

        per_domain = df_lp.groupby(['system_id', 'domain_name'])['overall'].mean().reset_index()
        avg_rating = per_domain.groupby('system_id')['overall'].mean().reset_index().set_index('system_id', drop=False)
        for domain in per_domain['domain_name'].unique():
            avg_rating[f"domain_{domain}"] = per_domain[per_domain['domain_name'] == domain].set_index('system_id')['overall']
            avg_rating['position_' + domain] = avg_rating['domain_' + domain].rank(ascending=False)
        avg_rating['position_overall'] = avg_rating['overall'].rank(ascending=False)

        # (FLAGS.micro is False: macro average over domains is kept)

        # sort by overall rating
        avg_rating = avg_rating.sort_values('overall', ascending=False)

        pvalues = get_pvalues(df_lp, True)
        ranks, wins, losses = get_ranks(pvalues, avg_rating)
        clusters = get_clusters(pvalues, avg_rating)

        avg_rating['rank'] = avg_rating['system_id'].apply(lambda x: ranks[x])
        avg_rating['wins/losses'] = avg_rating['system_id'].apply(lambda x: f"{wins[x]}/{losses[x]}")
        avg_rating['cluster'] = avg_rating['system_id'].apply(lambda x: clusters[x])
        total_cluster += avg_rating['cluster'].max()
        # ------------------- end of the transcribed loop -------------------

        domains = list(per_domain['domain_name'].unique())
        counts = df_lp.groupby('system_id').size()
        dom_counts = df_lp.groupby(['system_id', 'domain_name']).size()
        overall_vals = avg_rating['overall'].tolist()
        ties = sorted({v for v in overall_vals if overall_vals.count(v) > 1})
        systems = []
        for sysid, row in avg_rating.iterrows():
            systems.append({
                'system': sysid,
                'overall': jfloat(row['overall']),
                'domains': {d: jfloat(row[f'domain_{d}']) for d in domains},
                'domain_counts': {d: int(dom_counts.get((sysid, d), 0)) for d in domains},
                'annotations': int(counts[sysid]),
                'rank': [int(ranks[sysid][0]), int(ranks[sysid][1])],
                'wins': int(wins[sysid]),
                'losses': int(losses[sysid]),
                'cluster': int(clusters[sysid]),
            })
        order = [s['system'] for s in systems]
        pv = [[a, b, jfloat(pvalues[(a, b)])] for a in order for b in order if a != b]
        asym = [(a, b) for a, b, p in pv if pvalues[(a, b)] != pvalues[(b, a)]
                and not (math.isnan(pvalues[(a, b)]) and math.isnan(pvalues[(b, a)]))]
        result_lps[lp] = {
            'skipped': False,
            'avg_annotations_per_system': jfloat(avg_annotations_per_system),
            'annotations': int(len(df_lp)),
            'raters': int(df_lp['user_id'].nunique()),
            'items': int(df_lp['orig_segment_id'].nunique()),
            'domains': domains,
            'n_clusters': int(avg_rating['cluster'].max()),
            'overall_ties': [jfloat(v) for v in ties],
            'n_nan_pvalues': sum(1 for _, _, p in pv if p is None),
            # 1.0: some domain had wilcoxon p == 1 -> ppf(0) = -inf in Stouffer
            # 0.0: 1 - norm.cdf(z) underflows for z > ~8.3
            'n_pvalues_equal_one': sum(1 for _, _, p in pv if p == 1.0),
            'n_pvalues_equal_zero': sum(1 for _, _, p in pv if p == 0.0),
            'n_asymmetric_pvalue_pairs': len(asym),
            'systems': systems,
            'pvalues': pv,
        }

        lines = [f"{lp}; Clusters: {avg_rating['cluster'].max()}; "
                 f"Average annot. per system: {avg_annotations_per_system:0.1f}"]
        hdr = f"{'system':<22} {'score':>9} {'rank':>7} {'W/L':>6} {'cl':>3} {'n':>5}  " + \
              ' '.join(f"{d[:9]:>9}" for d in domains)
        lines.append(hdr)
        for s in systems:
            doms = ' '.join(f"{s['domains'][d]:9.3f}" if s['domains'][d] is not None else f"{'-':>9}"
                            for d in domains)
            lines.append(f"{s['system']:<22} {s['overall']:9.4f} {'%d-%d' % tuple(s['rank']):>7} "
                         f"{'%d/%d' % (s['wins'], s['losses']):>6} {s['cluster']:>3} {s['annotations']:>5}  {doms}")
        tables.append('\n'.join(lines))

    per_lp_wave = df.groupby(['lp', 'wave']).size()
    expected = {
        'description': 'WMT24 human ranking (calculate_clusters.py/tools.py, macro over domains) '
                       'reproduced on ESA waves 2 and 3 only',
        'source': {
            'repo': 'github.com/wmt-conference/wmt24-news-systems',
            'commit': os.environ.get('WMT24_COMMIT', ''),
            'files_git_blob_sha1': {f'humeval/{f}': git_blob_sha1(f) for f in ['tools.py'] + WAVES},
        },
        'versions': {'python': sys.version.split()[0], 'numpy': np.__version__,
                     'pandas': pd.__version__, 'scipy': scipy.__version__},
        'alpha': tools.ALPHA_THRESHOLD,
        'macro_average': True,
        'waves': WAVES,
        'counts': {
            'annotations_before_groupby': n_rows_before_groupby,
            'annotations_after_groupby': int(len(df)),
            'groupby_averaging_applied': bool(groupby_applied),
            'per_wave': {w: int((df['wave'] == w).sum()) for w in WAVES},
            'per_lp_wave': {lp: {w: int(n) for (l2, w), n in per_lp_wave.items() if l2 == lp}
                            for lp in sorted(df['lp'].unique())},
            'system_item_pairs_rated_in_more_than_one_wave': n_cross_wave,
            'system_item_pairs_with_more_than_one_rating': n_multi_rating,
            'annot_ids_with_more_than_one_rater': multi_rater_annot,
            'tsv_item_includes_wave': item_has_wave,
            'tsv_rows': len(rows),
            'non_integer_score_strings': nonint_scores,
            'load_data_dedup': dedup,
        },
        'total_clusters': int(total_cluster),
        'lps': result_lps,
    }
    with open(os.path.join(out_dir, 'expected.json'), 'w') as fh:
        json.dump(expected, fh, indent=1, allow_nan=False)
        fh.write('\n')
    with open(os.path.join(out_dir, 'tables.txt'), 'w') as fh:
        fh.write('WMT24 ESA human ranking, waves 2+3 only (regenerate with oracle.py; see README.md)\n')
        fh.write('score = macro average over domains; rank = (losses+1)-(N-wins); cl = cluster; '
                 'n = annotations\n\n')
        fh.write('\n\n'.join(tables) + '\n')
        fh.write(f'\nTotal clusters: {total_cluster}\n')
    print('\n\n'.join(tables))
    print(json.dumps(expected['counts'], indent=1))


if __name__ == '__main__':
    main()
