"""The record example in docs/parade-records.md is a real game that replays as it says."""

from __future__ import annotations

import json
from pathlib import Path

from game.parade.rules.records import record_from_json, replay

DOC = Path(__file__).resolve().parents[2] / "docs" / "parade-records.md"


def test_the_documented_record_replays_to_the_documented_scores() -> None:
    block = DOC.read_text(encoding="utf-8").split("```json")[1].split("```")[0]
    state = replay(record_from_json(json.loads(block)))
    assert state.is_over and state.scores() == [14, 28]
