"""Why a bot voted as it did, in a few words (issue 32, item 5), English and French.

A `Ruling` carries a reason *code* and the topics it speaks of; this module words it in
the language the table reads (the player's interface language), naming topics as the
round's cards show them (the content language): "“camel” belongs to Desert, not Under
the sea"; "« chameau » va avec Le désert, pas avec Sous la mer".
"""

from __future__ import annotations

from game.wordland.data.catalogue import topics_by_id

TEMPLATES: dict[str, dict[str, str]] = {
    "en": {
        "no-word": "nothing to judge",
        "not-a-word": "“{word}” is not a word",
        "sounds-like": "“{answer}” sounds like “{word}”: it stands",
        "little": "only little words",
        "topic-word": "“{answer}” goes with {here}",
        "part-of-topic": "“{word}” goes with {here}",
        "close": "“{answer}” is close to {here}",
        "benefit": "a real word: nothing says it is off {here}",
        "another-world": "“{answer}” belongs to {there}, not {here}",
        "far-from-topic": "“{answer}” has nothing to do with {here}",
        "part-elsewhere": "“{word}” belongs to {there}, not {here}",
    },
    "fr": {
        "no-word": "rien à juger",
        "not-a-word": "« {word} » n’est pas un mot",
        "sounds-like": "« {answer} » se dit comme « {word} » : il compte",
        "little": "rien que des petits mots",
        "topic-word": "« {answer} » va avec {here}",
        "part-of-topic": "« {word} » va avec {here}",
        "close": "« {answer} » est proche de {here}",
        "benefit": "un vrai mot : rien ne dit qu’il sort de {here}",
        "another-world": "« {answer} » va avec {there}, pas avec {here}",
        "far-from-topic": "« {answer} » n’a rien à voir avec {here}",
        "part-elsewhere": "« {word} » va avec {there}, pas avec {here}",
    },
}
JOINER = {"en": " or ", "fr": " ou "}


ARTICLES = {"fr": ("Le ", "La ", "Les ", "L'", "L’"), "en": ("The ",)}


def _in_a_sentence(name: str, ui_language: str) -> str:
    """A card's name inside a sentence: its leading article in lower case ("avec le
    zoo", "belongs to the Arctic"); other names as written ("Sous la mer", "Wonderland")."""
    if name.startswith(ARTICLES.get(ui_language, ())):
        return name[0].lower() + name[1:]
    return name


def topic_names(content_language: str, ids: tuple[str, ...], ui_language: str,
                most: int = 2) -> str:
    by_id = topics_by_id(content_language)
    names = [_in_a_sentence(by_id[t].name, ui_language) for t in ids if t in by_id][:most]
    return JOINER.get(ui_language, " / ").join(names) if names else "?"


def explain(code: str, *, answer: str, word: str, here: tuple[str, ...],
            there: tuple[str, ...], content_language: str, ui_language: str) -> str:
    """The reason in `ui_language` (English when it has no templates)."""
    table = TEMPLATES.get(ui_language, TEMPLATES["en"])
    ui = ui_language if ui_language in TEMPLATES else "en"
    template = table.get(code, table["benefit"])
    return template.format(answer=answer.strip(), word=word,
                           here=topic_names(content_language, here, ui),
                           there=topic_names(content_language, there, ui))
