"""Law 57, a premature lead or play by a defender (docs/design.md 5.5), in the Laws' words:

- 57A: "When a defender leads to the next trick before his partner has played to the
  current trick, or plays out of turn before his partner has played, the card so led or
  played becomes a major penalty card, and declarer selects one of the following options.
  He may: 1. require offender's partner to play the highest card he holds of the suit
  led, or 2. require offender's partner to play the lowest card he holds of the suit led,
  or 3. require offender's partner to play a card of another suit specified by declarer,
  or 4. forbid offender's partner to play a card of another suit specified by declarer."
- 57B: "When offender's partner is unable to comply with the rectification selected by
  declarer (see A above) he may play any card, as provided in Law 59." A player who
  holds the suit led must follow suit (Law 44), so options 3 and 4 bind him only when he
  is void in it.
- 57C1: "A defender is not subject to rectification for playing before his partner if
  declarer has played from both hands": here such a play waits for its turn instead; a
  card declarer played early (57C3) counts as played.
- 57C3: "A premature play (not a lead) by declarer from either hand is a played card and
  if legal may not be withdrawn." 54B2, after a faced opening lead out of turn declarer
  accepted: "If declarer plays the second card to the trick from dummy, dummy's card may
  not be withdrawn except to correct a revoke." The card stands as played; at the table
  the other hands play around it, so the service plays it at its hand's turn. One that
  is not legal (the hand holds the suit led) is withdrawn, with no penalty: declarer's
  cards are never penalty cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from domain.rules.cards import RANKS, Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.play import PlayedCard, is_revoke


class PlayOption(StrEnum):
    HIGHEST = "highest"
    LOWEST = "lowest"
    PLAY_SUIT = "play_suit"
    FORBID_SUIT = "forbid_suit"


@dataclass(frozen=True)
class PlayDuty:
    """Declarer's option (57A) binding the offender's partner's card to this trick."""

    seat: Seat
    option: PlayOption
    suit: Suit | None  # for play_suit and forbid_suit


def is_premature(
    seat: Seat, next_seat: Seat | None, trick: Sequence[PlayedCard], declarer: Seat
) -> bool:
    """A defender's card while his partner is next to play to the trick under way, unless
    declarer has already played from both hands to it (57C1)."""
    if not trick or next_seat is None or seat is next_seat:
        return False
    defenders = {declarer.next(), declarer.next(3)}
    if seat not in defenders or next_seat is not seat.partner:
        return False
    played = {p.seat for p in trick}
    return not {declarer, declarer.partner} <= played


def option_duty(seat: Seat, option: str, suit: str | None, led: Suit) -> PlayDuty:
    """Declarer's choice for `seat`, the offender's partner; RuleViolation if malformed."""
    if option not in {o.value for o in PlayOption}:
        raise RuleViolation("choice is highest, lowest, play_suit or forbid_suit (Law 57A).")
    chosen = PlayOption(option)
    if chosen in (PlayOption.HIGHEST, PlayOption.LOWEST):
        return PlayDuty(seat, chosen, None)
    if suit not in {s.value for s in Suit}:
        raise RuleViolation("Name the suit: S, H, D or C.")
    named = Suit(str(suit))
    if named is led:
        raise RuleViolation(f"Name a suit other than the suit led ({led.name_plural}).")
    return PlayDuty(seat, chosen, named)


def check_play_duty(
    duty: PlayDuty | None, seat: Seat, hand: Iterable[Card], led: Suit | None, card: Card
) -> None:
    """Refuse `card` when it breaks declarer's option and `seat` could comply (57B)."""
    if duty is None or duty.seat is not seat or led is None:
        return
    held = list(hand)
    # highest first: RANKS runs from the ace down
    following = sorted((c for c in held if c.suit is led), key=lambda c: RANKS.index(c.rank))
    if duty.option in (PlayOption.HIGHEST, PlayOption.LOWEST):
        if not following:
            return
        wanted = following[0] if duty.option is PlayOption.HIGHEST else following[-1]
        if card != wanted:
            raise RuleViolation(
                f"Declarer required the {duty.option.value} of the {led.name_plural} (Law 57A): "
                f"{seat.value} must play {wanted}."
            )
        return
    if following:
        return  # he must follow suit (Law 44): the option cannot bind him
    assert duty.suit is not None
    holds = any(c.suit is duty.suit for c in held)
    others = any(c.suit is not duty.suit for c in held)
    if duty.option is PlayOption.PLAY_SUIT and holds and card.suit is not duty.suit:
        raise RuleViolation(
            f"Declarer required {duty.suit.name_plural} (Law 57A): {seat.value} must play one."
        )
    if duty.option is PlayOption.FORBID_SUIT and others and card.suit is duty.suit:
        raise RuleViolation(
            f"Declarer forbade {duty.suit.name_plural} (Law 57A): {seat.value} must play "
            "another suit."
        )


def is_declarers_premature_play(
    seat: Seat, next_seat: Seat | None, trick: Sequence[PlayedCard], declarer: Seat
) -> bool:
    """`seat`'s card, declarer's or dummy's, to the trick under way (not a lead) before
    that hand's turn: it has not played to the trick and is not next to play."""
    if not trick or next_seat is None or seat is next_seat:
        return False
    if seat not in (declarer, declarer.partner):
        return False
    return all(played.seat is not seat for played in trick)


def stands(hand: Iterable[Card], trick: Sequence[PlayedCard], card: Card) -> bool:
    """57C3's "if legal", 54B2's "except to correct a revoke": the card stands unless the
    hand holds the suit led and `card` is of another suit."""
    return not is_revoke(hand, trick, card)
