Feature: Audit 5: card information (chapter 2), rage and masters (chapter 3)

  Written from the JP 1.04 text alone, in the contract's phrases, before reading the engine
  (issue 18, fifth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color     | traits          | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red       | ゴジラ          | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red       | ゴジラ          | 15000  |         | 1        |      |
      | Godzilla III| monster  | III  | red       | ゴジラ          | 20000  |         | 1        |      |
      | Kiryu       | monster  | I    | red/blue  | メカゴジラ/兵器 | 12000  |         | 1        |      |
      | Hybrid      | monster  | I    | red/white | ゴジラ/モスラ   | 10000  |         | 1        |      |
      | Mothra II   | monster  | II   | white     | モスラ          | 16000  |         | 1        |      |
      | King II     | monster  | II   | red       | キング          | 16000  |         | 1        |      |
      | Hangar      | battle   | 1    | blue      | 基地            |        | 1000    | 1        | あなたのエリアにいる《兵器》を持つ怪獣カードの脅威度+2000。 |
      | Command     | battle   | 1    | red       | 兵器            |        | 1000    | 1        | あなたのエリアにいる《兵器》を持つ交戦カードの撃退力+1000。 |
      | Tank        | battle   | 1    | red/blue  | 兵器/機械       |        | 2000    | 1        |      |
      | Tank Mk2    | battle   | 1    | red       | 兵器            |        | 2500    | 1        |      |
      | Jet         | battle   | 1    | red       | 機械            |        | 1000    | 1        |      |
      | Big         | battle   | 1    | red       | Weapon          |        | 15000   | 1        |      |
      | Caller      | battle   | 1    | red       | 機械            |        | 1000    | 1        | 【出現時】あなたの捨て札から「Tank」の交戦カードを1枚出現させる。 |
      | Noted       | battle   | 1    | red       | 機械            |        | 1000    | 1        | 【出現時】カードを1枚引く。(このカードがエリアに出現した時に発動する) |
      | Drainer     | battle   | 1    | red       | 機械            |        | 1000    | 1        | 【出現時】相手の【怒り】を2減らす。 |
      | Dumper      | battle   | 1    | red       | 機械            |        | 1000    | 1        | 【出現時】手札を2枚捨てる。 |
      | Drawer3     | battle   | 1    | red       | 機械            |        | 1000    | 1        | 【出現時】カードを3枚引く。 |
      | Rush        | battle   | 1    | red       | 機械            |        | 1000    | 1        | あなたの撃退フェイズ開始時、相手の【怒り】を1減らす。 |
      | Rouse       | battle   | 1    | red       | 機械            |        | 1000    | 1        | 相手のターン中撃退フェイズ開始時、あなたの【怒り】を1増やす。 |
      | Toss        | battle   | 1    | red       | 機械            |        | 1000    | 1        | あなたのメインフェイズ開始時、手札を1枚捨てる。 |
      | Pull        | battle   | 1    | red       | 機械            |        | 1000    | 1        | あなたのメインフェイズ開始時、カードを1枚引く。 |

  # 2.5.1.1: a card with several traits has each. Kiryu (メカゴジラ/兵器, and two colours, 2.4.4)
  # is a monster card with 《兵器》 in A's zone (3.3.3.2): Hangar's +2000 applies: 14000.
  @rule-2.5.1.1 @rule-2.4.4 @rule-3.3.3.2
  Scenario: A monster with two traits gets the bonus given to one of them
    Given player A's invading monster is "Kiryu" in zone 3
    And player A has "Hangar" in zone 5
    And player B's invading monster is "Godzilla" in zone 1
    Then player A's invading monster has threat level 14000

  # 3.2.3.1: a stack is read by its top card only. Godzilla II on Kiryu has only ゴジラ: Hangar's
  # bonus for 《兵器》 does not apply: 15000.
  @rule-3.2.3.1 @rule-2.5.3
  Scenario: The trait of a monster card under the top card is not read
    Given player A's invading monster is "Godzilla II", "Kiryu" in zone 3
    And player A has "Hangar" in zone 5
    And player B's invading monster is "Godzilla" in zone 1
    Then player A's invading monster has threat level 15000

  # Command gives +1000 to 《兵器》 battle cards in ITS master's zones (4.1.6, 3.1.2): A's Command
  # itself (兵器) 2000 and Tank (兵器/機械) 3000; Jet (機械) 1000: 6000. B's Command raises only
  # B's cards; A's total stays 6000.
  @rule-2.5.1.1 @rule-4.1.6 @rule-3.1.2.1 @rule-7.4.2
  Scenario: A counter-power bonus reaches its own card and a two-trait card, not the opponent's cards
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Command" in zone 4
    And player A has "Tank" in zone 5
    And player A has "Jet" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Command" in zone 4
    Then player A's total counter power is 6000
    And player B's total counter power is 2000

  # 2.9.2: the text in round brackets is an annotation and changes nothing: Noted draws 1.
  @rule-2.9.2 @rule-12.2.2
  Scenario: An annotation in round brackets does not change what the ability does
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Noted"
    And player A's deck is "Jet" x3
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays "Noted" to zone 4
    Then player A's hand has 1 card
    And player A's deck has 2 cards

  # 2.1.3: 「Tank」 means a card whose name is Tank: "Tank Mk2" does not qualify, so only one card
  # can be chosen (no script needed for it); A chooses the zone (5.11.1.2: not zone 3).
  @rule-2.1.3 @rule-5.11.3
  Scenario: A name in brackets matches the exact card name only
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Caller"
    And player A's discard pile is "Tank Mk2", "Tank"
    And player B's invading monster is "Godzilla" in zone 1
    And player A will choose zone 6
    When player A plays "Caller" to zone 4
    Then player A has "Tank" in zone 6
    And player A's discard pile has 1 card
    And player A's discard pile contains "Tank Mk2"

  # 5.15.1.2: B's new monster must be rank II and share ANY ONE of Hybrid's traits (2.5.1.1):
  # Mothra II shares モスラ. Repelled in zone 2 it stays in zone 2 (5.15.1.1 moves only 6-8).
  @rule-5.15.1.2 @rule-2.5.1.1 @rule-5.15.1.1
  Scenario: A repelled two-trait monster is replaced by a rank II sharing either trait, in the same zone
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Big" in zone 4
    And player B's invading monster is "Hybrid" in zone 2
    And player B's monster deck is "Mothra II"
    When the game runs until the end phase
    Then player B's invading monster is "Mothra II" in zone 2
    And the game is not over

  # 5.15.1.2: the rank must be exactly one higher. King II shares no trait, Godzilla III is rank
  # III: B cannot choose and loses (5.15.1.2.1): A wins by counter (5.15.1.2.2). The game ends at
  # once (1.2.1): A's end phase never comes, no advance, no draw.
  @rule-5.15.1.2.1 @rule-1.2.1 @rule-2.3.2.1
  Scenario: No rank II with a shared trait: the repelled player loses and the turn stops there
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Big" in zone 4
    And player A's hand is "Jet"
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 2
    And player B's monster deck is "King II", "Godzilla III"
    When player A ends the main phase
    Then player A wins the game by counter
    And player A's hand has 1 card
    And player A's invading monster is "Godzilla" in zone 3

  # 3.4.4: rage below 0 becomes 0: B's 1 - 2 = 0; B's threat is its printed 10000.
  @rule-3.4.4 @rule-3.4.5
  Scenario: Reducing the opponent's rage by more than it has leaves it at 0
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Drainer"
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 1
    When player A plays "Drainer" to zone 4
    Then player B's rage is 0
    And player B's invading monster has threat level 10000

  # 8.4 has no once-per-turn limit (unlike 8.5.2 and 8.6.2): two monster cards discarded, rage 2,
  # threat 10000 + 2 x 5000.
  @rule-8.4.1 @rule-3.4.5
  Scenario: Rage can be gained twice in a turn by discarding two monster cards
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Godzilla II", "Godzilla III"
    And player B's invading monster is "Godzilla" in zone 1
    When player A discards "Godzilla II" to gain rage
    And player A discards "Godzilla III" to gain rage
    Then player A's rage is 2
    And player A's invading monster has threat level 20000
    And player A's discard pile has 2 cards

  # 1.3.2: asked to discard 2 with 1 card in hand, A discards as many as possible: 1.
  @rule-1.3.2 @rule-5.7.1
  Scenario: Discarding more cards than the hand holds discards what there is
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Dumper", "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays "Dumper" to zone 4
    Then player A's hand has 0 cards
    And player A's discard pile contains "Jet"
    And player A's discard pile has 1 card

  # Drawing 3 with 1 card in the deck: the reshuffle (11.2, interrupt) runs inside the effect and
  # the draw goes on with the 2 Big: hand 3, deck 0, discard pile 0.
  @rule-11.2.2 @rule-11.1.2.1 @rule-5.4.2
  Scenario: An effect's draw reshuffles the discard pile mid-effect and keeps drawing
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Drawer3"
    And player A's deck is "Jet"
    And player A's discard pile is "Big" x2
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays "Drawer3" to zone 4
    Then player A's hand has 3 cards
    And player A's deck has 0 cards
    And player A's discard pile has 0 cards
    And player A has "Drawer3" in zone 4

  # At the start of A's counter phase (7.4.1) A's Rush and B's Rouse both wait. 10.4.3.2: the
  # turn player's first: B's rage 0 - 1 stays 0 (3.4.4); 10.4.3.3: then B's: 1. (The other order
  # would give 0.)
  @rule-10.4.3.2 @rule-10.4.3.3 @rule-3.4.4 @rule-7.4.1
  Scenario: Both players' counter-phase triggers: the turn player's resolves first
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Rush" in zone 4
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "Rouse" in zone 4
    When the game runs until the end phase
    Then player B's rage is 1
    And the trace shows, in order:
      | rule     | card  | player |
      | 10.4.3.2 | Rush  | A      |
      | 10.4.3.3 | Rouse | B      |

  # B's main phase start: Toss and Pull both wait; B chooses (10.6.3.1) Toss first: B's hand is
  # the 1 Jet drawn at 7.2.2 (A's rank I): it is discarded without a choice; then Pull draws Tank.
  @rule-10.6.3.1 @rule-10.4.3.2 @rule-7.3.1
  Scenario: The turn player orders their own waiting abilities, and the order decides which card is kept
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Toss" in zone 4
    And player B has "Pull" in zone 5
    And player B's hand is empty
    And player B's deck is "Jet", "Tank", "Jet" x5
    And player B will choose "Toss"
    When player A ends the main phase
    Then it is player B's turn
    And player B's hand contains "Tank"
    And player B's hand does not contain "Jet"
    And player B's discard pile contains "Jet"
