# audit7 — effects, counts and choices: 「するたび」 triggers, modal choices with awakening, searches,
# tokens and stacks in counts, continuous changes ending at a phase step, the game's end by two causes.
Feature: audit7 effects — counts, choices and continuous changes where they meet the turn's steps

  # 10.1.1.1.1 (「するたび」) + 10.6.2 + 8.4.1 + 8.5.1.1 + 3.4.1: SD01-013 (「あなたのターン中あなたの怪獣カードの
  # 怒りが増えるたび、相手の等級６以下の交戦カードを１枚破壊する」) triggers once per rise: the rage action (A picks
  # SD01-008), then the monster play (8.5.1.1: +1) — BP01-024 is the only rank ≤6 one left. SD01-012 (7) stays.
  Scenario: Each rise of rage destroys one battle card, by the rage action and by the monster play
    Given player A's invading monster is "SD01-001" in zone 2
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD01-013" in strategy zone 1
    Given player B has "SD01-008" in zone 2
    Given player B has "BP01-024" in zone 4
    Given player B has "SD01-012" in zone 6
    Given player A's hand is "SD01-002", "PR-001"
    Given player A will choose "SD01-008"
    When player A discards "SD01-002" to gain rage
    When player A plays the monster "PR-001"
    Then player B's zone 2 is empty
    Then player B's zone 4 is empty
    Then player B has "SD01-012" in zone 6
    Then player A's rage is 2

  # 10.5.2.2.1/10.5.2.2.1.1 + 12.4.2: BP02-071 「以下を１つ行う」; A's monster is in zone 6, so the second option
  # (覚醒6: destroy two of B's rank ≤6 battle cards) works. A chooses it: SD01-008 and BP01-024 go, SD01-012 (7)
  # stays; the first option (three rank ≤4) does not exist for the resolution.
  Scenario: A chosen option gated by awakening resolves and the others do not
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B has "SD01-008" in zone 2
    Given player B has "BP01-024" in zone 4
    Given player B has "SD01-012" in zone 6
    Given player A's hand is "BP02-071"
    Given player A will choose 2
    When player A activates "BP02-071"
    Then player B's zone 2 is empty
    Then player B's zone 4 is empty
    Then player B has "SD01-012" in zone 6

  # 5.8.1/5.8.1.2 + 5.11.1.2 + 5.3.1/5.3.1.1 + 12.2.1: SD01-014 (rank 6; A's rage 2) searches A's deck for a
  # 「ゴジラ(2023)」 battle card: SD01-011; it appears in zone 3 (A's chosen empty zone, not the monster's), the
  # deck is shuffled. SD01-011's 出現時 (A's rage ≥2) reduces B's rage 1→0. Deck 3-1 = 2.
  Scenario: A strategy card's search makes a battle card appear and its enter ability resolves
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's rage is 2
    Given player B's rage is 1
    Given player A's hand is "SD01-014"
    Given player A's deck is "SD01-008", "SD01-011", "SD01-008"
    Given player A will choose "SD01-011"
    Given player A will choose zone 3
    When player A activates "SD01-014"
    Then player A has "SD01-011" in zone 3
    Then player A's deck has 2 cards
    Then player B's rage is 0

  # 5.8.1.2 + 5.3.1.2: the same search with no such card in the deck finds nothing; nothing appears, the
  # deck keeps its 2 cards, B's rage stays 1.
  Scenario: A search for a named card that is not in the deck makes nothing appear
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's rage is 2
    Given player B's rage is 1
    Given player A's hand is "SD01-014"
    Given player A's deck is "SD01-008" x2
    When player A activates "SD01-014"
    Then player A's deck has 2 cards
    Then player B's rage is 1
    Then player A's zone 3 is empty

  # 12.3.1/12.3.2 + 5.11.3 + 5.11.1.2 + 12.2.1 + 12.4.2: BP02-022 (「進攻時これの進攻で青の交戦カードを捨てたなら、
  # あなたの捨て札からそれを出現させる」): the invasion discards blue SD02-009 and reaches zone 5; SD02-009 appears
  # from the discard pile in zone 8 (A's choice). Its 出現時 (覚醒4, in zone 8) reduces B's rage 2→1.
  Scenario: The card discarded to invade appears again and its enter ability sees the awakening
    Given player A's invading monster is "BP02-022" in zone 4
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B's rage is 2
    Given player A's hand is "SD02-009"
    Given player A will choose zone 8
    When player A invades discarding "SD02-009"
    Then player A has "SD02-009" in zone 8
    Then player B's rage is 1
    Then player A's discard pile has 0 cards

  # 10.4.4/10.4.4.1/10.4.4.2 + 4.9.3 + 5.4.1 + 5.7.1: after BP01-047's play its 出現時 (draw 1, discard 1)
  # resolves at the check timing before A's next play timing; the drawn BP01-016 can be played right away.
  Scenario: A card drawn by an enter ability can be played at the next play timing
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's hand is "BP01-047", "SD01-009"
    Given player A's deck is "BP01-016", "SD01-008" x3
    Given player A will choose "SD01-009"
    When player A plays "BP01-047" to zone 4
    When player A plays "BP01-016" to zone 5
    Then player A has "BP01-016" in zone 5
    Then player A's hand has 0 cards
    Then player A's discard pile contains "SD01-009"

  # 9.1.1/9.1.1.1 + 4.4.5.4 + 12.2.1: two tokens count as A's other battle cards for BP01-045's 出現時 (in
  # zone 3, the column of B's monster in B's zone 3): B's rage 2→1.
  Scenario: Tokens count as other battle cards for an enter ability
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "結晶体" in zone 4
    Given player A has "触手" in zone 5
    Given player B's rage is 2
    Given player A's hand is "BP01-045"
    When player A plays "BP01-045" to zone 3
    Then player B's rage is 1

  # 9.1.3/9.1.3.1 + 9.1.4.2 + 4.4.5.2: BP01-029 on B's zone 2 destroys B's rank ≤5 battle cards in 2 and its
  # neighbours 1 and 3: the 触手 token (vanishes in the discard pile) and SD01-008. B's discard pile: 1 card.
  Scenario: A destroyed token leaves no card in the discard pile
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 5
    Given player B has "触手" in zone 2
    Given player B has "SD01-008" in zone 3
    Given player A's hand is "BP01-029"
    Given player A will choose zone 2
    When player A activates "BP01-029"
    Then player B's zone 2 is empty
    Then player B's zone 3 is empty
    Then player B's discard pile has 1 card

  # 4.4.5.5.2/4.4.5.5.3/4.4.5.5.4 + 4.4.5.5.1.1: BP03-078 (B has 3 battle cards): the right-most from A's
  # view is the left-most from B's: zone 1. The left-most from A's view is B's right-most: zones 3 and 8 are
  # neither left nor right of each other, so both are right-most and A picks one of them: BP01-017 in 8.
  Scenario: Left and right seen from the other side, with two zones tied on the same line
    Given player A's invading monster is "SD01-001" in zone 5
    Given player B's invading monster is "SD01-001" in zone 2
    Given player B has "SD01-008" in zone 1
    Given player B has "BP01-016" in zone 3
    Given player B has "BP01-017" in zone 8
    Given player A's hand is "BP03-078"
    Given player A will choose "BP01-017"
    When player A activates "BP03-078"
    Then player B's zone 1 is empty
    Then player B's zone 8 is empty
    Then player B has "BP01-016" in zone 3

  # 3.2.3/3.2.3.1 + 3.2.1: BP02-017 adds 5000 with 4 or more battle cards. A has 3 (one a stack of two, which
  # is one card, with only its top's 2000 counted): 6000 and no bonus.
  Scenario: A stack of two battle cards is one card for a count and only its top counts
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD01-008" in zone 4 with "SD02-013" under it
    Given player A has "SD01-008" in zone 5
    Given player A has "SD01-008" in zone 6
    Given player A has "BP02-017" in strategy zone 1
    Then player A's total counter power is 6000

  # 9.1.1.1 + 3.2.3 + BP02-017: a 結晶体 token (0) makes it 4 battle cards: 6000 + 0 + 5000.
  Scenario: A token is the fourth battle card that the strategy card counts
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD01-008" in zone 4 with "SD02-013" under it
    Given player A has "SD01-008" in zone 5
    Given player A has "SD01-008" in zone 6
    Given player A has "結晶体" in zone 7
    Given player A has "BP02-017" in strategy zone 1
    Then player A's total counter power is 11000

  # 10.8.1.1/10.8.1.4/10.8.1.5 + 3.4.5 + 7.2.4: during B's turn A's SD01-003 with rage 2 is 23000 + 10000 +
  # 5000; at A's start phase A's rage goes to 0 and both the rage and the rage-conditioned +5000 go: 23000.
  Scenario: The start phase's rage reset takes away a threat bonus that depends on rage
    Given player B is the turn player
    Given player A's invading monster is "SD01-003" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's rage is 2
    Given player A's deck is "SD01-008" x10
    Given player B's deck is "SD01-008" x10
    When player B ends the main phase
    Then it is player A's turn
    Then player A's rage is 0
    Then player A's invading monster has threat level 23000

  # 10.2.1.2 + 7.4.1/7.4.2/7.4.3 + 10.4.3.3 + 5.15.1.2.1 + 1.2.1.2: B's own BP02-029 doubles, at A's counter
  # phase start and for that turn, the counter power of A's cards in its column (B's 1 = A's 5 and 6):
  # (10000 + 13000)×2 + 7000 + 8000 = 61000 ≥ 55000 (without it 38000). B's monster deck is empty: A wins by
  # counter.
  Scenario: The defender's own doubling of the counter power makes it lose by counter
    Given player A's invading monster is "SD01-001" in zone 2
    Given player B's invading monster is "BP02-029" in zone 1
    Given player A has "BP02-067" in zone 5
    Given player A has "SD02-013" in zone 6
    Given player A has "SD01-012" in zone 3
    Given player A has "BP02-034" in zone 8
    When the game runs until the end phase
    Then player A wins the game by counter

  # 1.2.4 + 7.4.1 + 10.4.3.3 + 1.2.1.2: B's BP03-013 makes B lose at A's counter phase start (B has no strategy
  # card). The counter (52000 ≥ 50000 with an empty monster deck) would make B lose too, but it comes later in
  # the phase (7.4.3): the game ends at the card's loss and no counter happens.
  Scenario: A loss by card effect at the counter phase start comes before the counter
    Given player A's invading monster is "SD01-001" in zone 2
    Given player B's invading monster is "BP03-013" in zone 1
    Given player A's rage is 3
    Given player A has "SD02-013" in zone 5
    Given player A has "BP02-067" in zone 6
    Given player A has "BP01-075" in zone 4
    Given player A has "SD01-012" in zone 8
    When the game runs until the end phase
    Then player A wins the game
    Then the trace does not show rule 5.15

  # 10.4.3.2/10.4.3.3 + 10.2.1.2 + 4.4.5.4 + 7.4.2: at A's counter phase start A's own ability resolves first:
  # BP03-040 moves from zone 2 into zone 5 (B's zone 1 column; 6000 + 3000 there). Then B's BP02-029 doubles
  # A's cards in that column for the turn, the moved one included: (9000 + 13000)×2 + 8000 + 7000 = 59000
  # ≥ 55000; B's monster deck is empty: A wins by counter. (Left in zone 2 it would be 47000.)
  Scenario: The turn player's move at the counter phase start comes before the opponent's doubling
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "BP02-029" in zone 1
    Given player A has "BP03-040" in zone 2
    Given player A has "SD02-013" in zone 6
    Given player A has "BP02-034" in zone 8
    Given player A has "SD01-012" in zone 3
    Given player A will choose zone 5
    When the game runs until the end phase
    Then player A wins the game by counter

  # 8.2.1 + BP02-039 (「あなたのターン中あなたの手札の＜ビオランテ＞を持つ交戦カードすべては等級を－３して出現できる」)
  # + 9.1.2 + 5.11.1.3: BP02-035 (rank 7) can be played with B's monster in zone 4 (7 − 3 ≤ 4). Its second
  # 出現時 makes two 触手 tokens appear in the zones adjacent to zone 5 — 4 and 6, different zones; its first
  # (B reshuffles if A has 2 ＜ビオランテ＞ cards in the discard pile) does nothing. A orders the two and puts
  # the first token in zone 4; the second must go elsewhere (5.11.1.3): zone 6, without a question.
  Scenario: A rank lowered by a strategy card lets a battle card in and its tokens take both neighbours
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 4
    Given player A has "BP02-039" in strategy zone 1
    Given player A's hand is "BP02-035"
    Given player A will choose "BP02-035: 「触手」トークンを2枚、これの隣接エリアに出現させる。"
    Given player A will choose zone 4
    When player A plays "BP02-035" to zone 5
    Then player A has "BP02-035" in zone 5
    Then player A has "触手" in zone 4
    Then player A has "触手" in zone 6
