"""The word-data tools' `--check` (tools/word_data.check_shipped): a shipped file whose
digest, inputs or manifest entry is off is named, never passed over nor a traceback."""

from __future__ import annotations

from pathlib import Path

from tools.word_data import check_shipped, digest, packed, report, write_manifest


def test_check_names_a_changed_file_changed_inputs_and_a_missing_entry(tmp_path: Path,
                                                                         capsys) -> None:
    blob = packed(b"apple\npear\n")
    assert packed(b"apple\npear\n") == blob  # no time stamp: the same bytes every time
    for language in ("en", "fr"):
        (tmp_path / f"{language}.gz").write_bytes(blob)
    manifest = tmp_path / "manifest.json"
    write_manifest(manifest, {"en": {"sha256": digest(blob), "inputs": "abc"}})

    def output(language: str) -> Path:
        return tmp_path / f"{language}.gz"

    inputs = (lambda language: "abc", "topic files", "wordland_lexicon")
    assert check_shipped(manifest, ["en"], output, "lexicon", inputs) == []
    assert check_shipped(manifest, ["en", "fr"], output, "lexicon", inputs) == [
        "fr: no lexicon in the manifest"]
    (tmp_path / "en.gz").write_bytes(packed(b"apple\n"))
    changed = (lambda language: "abd", "topic files", "wordland_lexicon")
    problems = check_shipped(manifest, ["en"], output, "lexicon", changed)
    assert problems == ["en: the lexicon does not match its manifest digest",
                        "en: topic files changed since the lexicon was built: "
                        "run python -m tools.wordland_lexicon"]
    assert report(problems) == 1 and report([]) == 0
    assert capsys.readouterr().err.splitlines() == problems
