"""Revokes (Laws 61-63): what a revoke is, when it is established, how a correction
rewrites the play. Pure rules over the recorded play; no I/O."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from domain.rules.cards import Card, Seat
from domain.rules.play import PlayedCard, is_revoke
from domain.rules.table import Action, CardAction, TableState


class RevokeKind(StrEnum):
    SUIT = "suit"  # failed to follow suit when able (Law 61A)
    PENALTY_CARD = "penalty_card"  # failed to play a penalty card when able (Laws 50C, 50D)
    # failed to follow suit when every card of the suit led held was a penalty card: a
    # revoke "made in failing to play a penalty card" (Law 64B3), corrected as 61A's
    SUIT_PENALTY_CARD = "suit_penalty_card"

    @property
    def fails_a_faced_card(self) -> bool:
        """Law 64B3: "the revoke was made in failing to play a penalty card"."""
        return self in (RevokeKind.PENALTY_CARD, RevokeKind.SUIT_PENALTY_CARD)


class RevokeStatus(StrEnum):
    CORRECTABLE = "correctable"
    ESTABLISHED = "established"
    CORRECTED = "corrected"
    NO_REVOKE = "no_revoke"
    ACCEPTED = "accepted"  # Law 52B1: a card played instead of a penalty card, accepted


HONOURS = ("A", "K", "Q", "J", "T")


def revoke_kind(
    hand: Iterable[Card],
    trick: Sequence[PlayedCard],
    card: Card,
    major_penalty_cards: Iterable[Card] = (),
    minor_penalty_cards: Iterable[Card] = (),
) -> RevokeKind | None:
    """Whether playing `card` from `hand` to `trick` is a revoke (Law 61A), and which kind.

    A failure to follow suit when the only cards of the suit led held are penalty cards is
    a failure to play a penalty card (Law 64B3). A card of a minor penalty card's suit
    below honour rank, played before the penalty card, breaks Law 50C."""
    held = list(hand)
    faced = [c for c in (*major_penalty_cards, *minor_penalty_cards) if c in held]
    if is_revoke(held, trick, card):
        led = trick[0].card.suit
        if all(c in faced for c in held if c.suit is led):
            return RevokeKind.SUIT_PENALTY_CARD
        return RevokeKind.SUIT
    minors = [c for c in minor_penalty_cards if c in held]
    if card not in faced and card.rank not in HONOURS and any(c.suit is card.suit for c in minors):
        return RevokeKind.PENALTY_CARD  # Law 50C
    penalty = [c for c in major_penalty_cards if c in held]
    if penalty and card not in penalty:
        if not trick:
            return RevokeKind.PENALTY_CARD  # it had to be led
        led = trick[0].card.suit
        if any(c.suit is led for c in penalty):
            return RevokeKind.PENALTY_CARD  # it could follow suit with it
        if not any(c.suit is led for c in held):
            return RevokeKind.PENALTY_CARD  # void in the suit led: it had to be discarded
    return None


@dataclass(frozen=True)
class RaisedRevoke:
    """A revoke attention was drawn to (or a false alarm, `found` False)."""

    number: int
    seat: Seat
    trick: int
    card: Card
    found: bool
    after_close: bool
    was_corrected: bool = False
    made_penalty_card: bool = False  # the withdrawn card became a major penalty card
    accepted: bool = False  # Law 52B1(a): declarer accepted the card played

    def corrected(self, penalty_card: bool) -> RaisedRevoke:
        return replace(self, was_corrected=True, made_penalty_card=penalty_card)


@dataclass(frozen=True)
class ClaimMoment:
    """A claim, concession or agreement by a member of `side` after `cards_played` cards:
    it establishes every revoke that side made before it (Law 63A3)."""

    side: str
    cards_played: int


@dataclass(frozen=True)
class IrregularPlay:
    """A card a member of `side` led or played irregularly to trick `trick` and that is
    not among the cards played there: a lead out of turn (Laws 53-56), a premature lead or
    play (Law 57A). Law 63A1: "any such play, legal or illegal, establishes the revoke"."""

    side: str
    trick: int


def card_index(actions: Sequence[Action], trick: int, seat: Seat) -> int | None:
    """Where in the play `seat`'s card to `trick` is, if it has played one."""
    for index, action in enumerate(actions):
        if isinstance(action, CardAction) and action.trick == trick and action.seat is seat:
            return index
    return None


def cards_before(actions: Sequence[Action], index: int) -> int:
    return sum(1 for action in actions[:index] if isinstance(action, CardAction))


def is_established(
    actions: Sequence[Action],
    index: int,
    claims: Sequence[ClaimMoment],
    irregular: Sequence[IrregularPlay] = (),
) -> bool:
    """Law 63A: the offender or partner played to a later trick (63A1: "any such play,
    legal or illegal", so a lead out of turn or a premature play in `irregular` too), or a
    member of the offending side claimed or conceded (63A3) or agreed to the opponents'
    claim (63A4). Nothing else establishes it: not the end of play by a claim the
    director ruled on."""
    revoke = actions[index]
    assert isinstance(revoke, CardAction)
    side = revoke.seat.side
    for later in actions[index + 1 :]:
        if isinstance(later, CardAction) and later.trick > revoke.trick and later.seat.side == side:
            return True
    if any(play.side == side and play.trick > revoke.trick for play in irregular):
        return True
    played_before = cards_before(actions, index)
    return any(c.side == side and c.cards_played > played_before for c in claims)


def correct_revoke(
    actions: Sequence[Action], start: TableState, index: int, substitute: Card
) -> list[CardAction]:
    """The play from `index` on after the revoke card there is replaced by `substitute`.

    Cards played after the revoke stay played (Law 62C lets their players take them back,
    which is a further rewrite). On trick 12 after establishment (Law 62D) the offender has
    already played `substitute` to trick 13: the two cards change places. The facts of each
    card (trick, position, winner, declarer's tricks at the end) are worked out again.
    `start` is the table before the revoke card.
    """
    revoke = actions[index]
    assert isinstance(revoke, CardAction)
    cards: list[tuple[Seat, Card]] = [(revoke.seat, substitute)]
    for action in actions[index + 1 :]:
        assert isinstance(action, CardAction)
        card = action.card
        if action.seat is revoke.seat and card == substitute:
            card = revoke.card
        cards.append((action.seat, card))
    recorded = record_cards(start, cards)
    last = recorded[-1]
    if last.trick == 13 and last.position == 4:
        # Law 62D: the corrected trick 12 may have another winner, who leads to trick 13.
        twelfth = next(a for a in recorded if a.trick == 12 and a.position == 4)
        if twelfth.winner is not None and twelfth.winner is not last.leader:
            order = [twelfth.winner.next(i) for i in range(4)]
            thirteenth = sorted(cards[-4:], key=lambda played: order.index(played[0]))
            recorded = record_cards(start, [*cards[:-4], *thirteenth])
    return recorded


def record_cards(start: TableState, cards: Sequence[tuple[Seat, Card]]) -> list[CardAction]:
    """The facts of `cards` played in this order from `start`, as play would record them,
    without judging whose turn it was (a rectified play is not re-judged)."""
    state = start
    recorded: list[CardAction] = []
    for seat, card in cards:
        action = state.card_facts(seat, card)
        recorded.append(action)
        state = state.with_card(action)
    return recorded
