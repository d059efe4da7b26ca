"""Build the word game's pronouncing data (issue 32: a spelling by ear stands), offline.

    python -m tools.wordland_phonemes            # rebuild game/wordland/data/phonemes/
    python -m tools.wordland_phonemes --check    # the shipped files match their manifest

The vote reads an answer that is no word as the topic's entry it sounds exactly like
(game/wordland/words/phonemes.py). What it hears with is a grapheme-to-phoneme model:
gruut's conditional-random-field models, from the build-time packages `gruut-lang-en`
(2.0.1: trained on CMUdict) and `gruut-lang-fr` (2.0.2: trained on gruut's French
lexicon), both MIT (the licence beside the output). Only their `g2p/model.crf` is taken;
gruut itself is never installed, and the app runs the model with python-crfsuite.

Outputs, per language, in `game/wordland/data/phonemes/`:
- `<language>.crf.xz`: the model, xz-compressed (1.7 MB and 1.1 MB become 0.5 and 0.4 MB);
- `<language>-words.txt.gz`: every word of the topic lexicons (`data/lexicon/`) with its
  phonemes, "word<TAB>p h o n e m e s", sorted, worked out by the app's own code with the
  model just written (so that an entry's sound is a look-up at vote time), and, where
  the package's pronouncing dictionary (`lexicon.db`: CMUdict in English) says the word
  otherwise, a third field with the dictionary's phonemes: an entry is heard both ways
  (the model says *pheasant* with the vowel of *fees*).

Rebuild after the lexicons change (`--check` says when). Both files are byte for byte
reproducible (xz and gzip with fixed settings, no time stamp).
"""

from __future__ import annotations

import lzma
from pathlib import Path

from tools.word_data import (
    DATA,
    check_shipped,
    digest,
    package_folder,
    packed,
    run_tool,
    ship,
    write_manifest,
)

OUT_DIR = DATA / "phonemes"
MANIFEST = OUT_DIR / "manifest.json"
LANGUAGES = ("en", "fr")
SOURCES = {"en": ("gruut_lang_en", "gruut-lang-en==2.0.1"),
           "fr": ("gruut_lang_fr", "gruut-lang-fr==2.0.2")}
XZ = lzma.PRESET_DEFAULT | lzma.PRESET_EXTREME


def model_path(language: str) -> Path:
    return OUT_DIR / f"{language}.crf.xz"


def words_path(language: str) -> Path:
    return OUT_DIR / f"{language}-words.txt.gz"


def lexicon_digest(language: str) -> str:
    """What the words file is built from: the lexicon and the model shipped beside it."""
    return digest((DATA / "lexicon" / f"{language}.json.gz").read_bytes()
                  + model_path(language).read_bytes())


def lexicon_words(language: str) -> list[str]:
    """Every word of every entry of the language's lexicons, as the model reads them."""
    from game.wordland.words.lexicon import lexicon
    from game.wordland.words.phonemes import read_words

    return sorted({w for text, _key, _homes in lexicon(language).rows
                   for w in read_words(text, language)})


def dictionary(language: str) -> dict[str, tuple[str, ...]]:
    """The pronouncing dictionary the model learnt from (gruut's `lexicon.db`: CMUdict in
    English), each word's first pronunciation, stress marks dropped."""
    import sqlite3

    from game.wordland.words.phonemes import STRESS

    module, package = SOURCES[language]
    path = package_folder(module, package) / "lexicon.db"
    out: dict[str, tuple[str, ...]] = {}
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT word, phonemes FROM word_phonemes ORDER BY pron_order, id")
        for word, said in rows:
            if word not in out:
                out[word] = tuple(p.translate(STRESS) for p in said.split()
                                  if p.translate(STRESS))
    return out


def sounds_file(language: str) -> tuple[bytes, int]:
    """The words file's bytes (and its word count), from the shipped model and the
    dictionary: "word<TAB>model's phonemes", then "<TAB>dictionary's" where they differ."""
    from game.wordland.words import phonemes

    phonemes._tagger.cache_clear()
    phonemes.word_sound.cache_clear()
    listed = dictionary(language)
    lines = []
    for word in lexicon_words(language):
        said = phonemes.word_sound(word, language)  # () for a silent letter alone ("e")
        line = f"{word}\t{' '.join(said)}"
        other = listed.get(word)
        if other and other != said:
            line += f"\t{' '.join(other)}"
        lines.append(line)
    return packed(("\n".join(lines) + "\n").encode("utf-8")), len(lines)


def build() -> None:
    OUT_DIR.mkdir(exist_ok=True)
    manifest: dict[str, object] = {}
    for language in LANGUAGES:
        module, package = SOURCES[language]
        source = (package_folder(module, package) / "g2p" / "model.crf").read_bytes()
        model = lzma.compress(source, format=lzma.FORMAT_XZ, preset=XZ)
        model_path(language).write_bytes(model)
        manifest[f"{language}-model"] = {"bytes": len(model), "source_bytes": len(source),
                                         "source": package, "source_sha256": digest(source),
                                         "sha256": digest(model)}
        blob, count = sounds_file(language)
        manifest[language] = {"bytes": len(blob), "words": count,
                              "inputs": lexicon_digest(language),
                              "sha256": ship(words_path(language), blob, language, count)}
    write_manifest(MANIFEST, manifest)


def _model_for(key: str) -> Path:
    return model_path(key.removesuffix("-model"))


def check() -> list[str]:
    """Problems with the shipped files: a digest that is not the manifest's, or a lexicon
    rebuilt since the words file was built."""
    return (check_shipped(MANIFEST, [f"{lang}-model" for lang in LANGUAGES], _model_for,
                          "pronouncing model")
            + check_shipped(MANIFEST, LANGUAGES, words_path, "word sounds file",
                            (lexicon_digest, "the lexicon", "wordland_phonemes")))


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__, argv, check, lambda _args: build())


if __name__ == "__main__":
    raise SystemExit(main())
