import json, os, sys, importlib, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
exec(open(os.path.join(HERE, 'en.py')).read())
OUT = os.path.join(HERE, '..', '..', '..', 'Glossaries')
order = list(E.keys())

def write(code, entries):
    doc = collections.OrderedDict(language=code, entries=collections.OrderedDict())
    for k in order:
        if k not in entries: continue
        v = entries[k]
        if code == 'en':
            src = E[k]; val = src['value']
            e = collections.OrderedDict()
            e['comment'] = src['comment'].strip()
            if src.get('allowSameAsEnglish'): e['allowSameAsEnglish'] = True
            if src.get('args'): e['args'] = src['args']
            v = val
        else:
            e = collections.OrderedDict()
        if isinstance(v, tuple): e['plural'] = v[1]
        elif isinstance(v, dict): e['forms'] = v
        else:
            if code != 'en': doc['entries'][k] = v; continue
            e['value'] = v
        doc['entries'][k] = e
    extra = set(entries) - set(order)
    if extra: print(code, 'EXTRA KEYS', sorted(extra))
    missing = [k for k in order if k not in entries]
    if missing: print(code, 'MISSING', missing[:20], len(missing))
    with open(f'{OUT}/{code}.json', 'w', encoding='utf-8') as f:
        f.write(json.dumps(doc, ensure_ascii=False, indent=2) + '\n')

def from_lists(L):
    T = {}
    def put(prefix, keys, vals):
        assert len(keys) == len(vals), (prefix, len(keys), len(vals))
        for k, v in zip(keys, vals): T[f"{prefix}{k}"] = v
    if 'SIGN_IN' in L:
        put('sign.', SIGNS, [{"nominative": n, "in": i} for n, i in zip(L['SIGN'], L['SIGN_IN'])])
    else:
        put('sign.', SIGNS, L['SIGN'])
    put('planet.', PLANETS, L['PLANET'])
    put('point.', POINTS, L['POINT'])
    put('point.abbr.', ['asc', 'dsc', 'mc', 'ic'], L['ABBR'])
    inline = L.get('ASPECT_INLINE', lambda a: a[:1].lower() + a[1:])
    if L.get('ASPECT_PLAIN'):
        put('aspect.', ASPECTS, L['ASPECT'])
    else:
        put('aspect.', ASPECTS, [{"nominative": a, "inline": inline(a)} for a in L['ASPECT']])
    for n in range(1, 13): T[f'house.{n}'] = L['HOUSE'](n)
    put('element.', ELEMENTS, L['ELEMENT'])
    put('modality.', MODALITIES, L['MODALITY'])
    put('moonphase.', PHASES, L['PHASE'])
    put('housesystem.', SYSTEMS, L['SYSTEM'])
    put('area.', AREAS, L['AREA'])
    put('area.', [a + '.description' for a in AREAS], L['AREA_DESC'])
    put('report.section.', list(sections), L['SECTION'])
    put('birth.', list(birth), L['BIRTH'])
    put('error.report.', list(errs), L['ERR'])
    put('share.', list(share), L['SHARE'])
    put('keyword.planet.', PLANETS, L['KP'])
    put('keyword.sign.', SIGNS, L['KS'])
    put('keyword.house.', [str(n) for n in range(1, 13)], L['KH'])
    put('focus.area.', AREAS, L['FA'])
    T.update(L['MISC'])
    return T

if __name__ == '__main__':
    write('en', {k: E[k]['value'] for k in order})
    for code in sys.argv[1:]:
        mod = importlib.import_module('lang_' + code.replace('-', '_'))
        write(code, from_lists(mod.L))
