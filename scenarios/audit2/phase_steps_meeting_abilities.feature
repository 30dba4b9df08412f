Feature: Audit 2: the steps of a phase meeting abilities, rule actions and durations

  Written from the JP 1.04 text before reading the engine (issue 19, second audit).
  Each expected outcome was derived by hand, with the rules cited beside it, before
  the scenario was first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 2        |      |
      | Stoker      | battle   | 1    | red   | Weapon |        | 1000    | 1        | あなたのスタートフェイズ開始時、あなたの【怒り】を1増やす。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 3

  @rule-7.5.1 @rule-7.5.2 @rule-11.3.3 @rule-10.4.3.2
  Scenario: An end-phase ability reads its monster's zone before the end-phase advance crushes it
    Given it is the end phase
    And player A's invading monster is "Godzilla" in zone 3
    And player A has "BP02-036" in zone 4
    And player A's hand is "Tank" x5
    And player A's deck is "Tank" x3
    When the game runs until the start phase
    # 7.5.1 comes before 7.5.2: BP02-036 resolves while A's monster is in zone 3, next to
    # zone 4 (4.4.5.2): B's monster (10000 <= 40000) retreats 3 -> 2. Then 7.5.2: A's
    # monster advances 3 -> 4, onto BP02-036: crushed at once (11.3.3, interrupt).
    Then player B's invading monster is "Godzilla" in zone 2
    And player A's invading monster is "Godzilla" in zone 4
    And player A's discard pile contains "BP02-036"
    And the trace shows, in order:
      | rule     | card     |
      | 10.4.3.2 | BP02-036 |
      | 11.3     | BP02-036 |

  @rule-11.5.1 @rule-5.2.1 @rule-10.4.3.1 @rule-4.4.5.5.1
  Scenario: ジラ moved into a zone holding another of its master's battle cards stays, the older card goes
    Given it is the end phase
    And player A has "BP03-058" in zone 3
    And player A has "Tank" in zone 4
    And player A's hand is "Tank" x5
    And player A's deck is "Tank" x3
    And player A will choose zone 4
    When the game runs until the start phase
    # 7.5.1: ジラ moves to its right neighbour, zone 4 (4.4.5.5.1; 8 is beside 3 but
    # neither left nor right of it). Zone 4 is not next to A's monster (zone 1: only 2 is):
    # it stays. 10.4.3.1: 11.5.1, two battle cards in zone 4: the one put there last (ジラ)
    # stays, the Tank is destroyed. 7.5.2: A's monster 1 -> 2.
    Then player A has "BP03-058" in zone 4
    And player A's zone 3 is empty
    And player A's discard pile contains "Tank"
    And the trace shows, in order:
      | rule | card |
      | 11.5 | Tank |

  @rule-12.5.2.1 @rule-12.5.3 @rule-8.5.1.1
  Scenario: A 【強襲】 card no longer on top of its stack is still discarded at the end phase
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's hand is "SD01-005", "BP03-074"
    And player A's monster deck is "SD01-003"
    And player A's deck is "Tank" x5
    When player A plays the monster "SD01-005" as rank I
    And player A activates "BP03-074"
    # 8.5.1.1: rage 1. 12.5 (issue 19's defect 1): once played, SD01-005 is rank II, so
    # BP03-074 brings the rank III SD01-003 (shares ゴジラ) on top of it, no rage.
    Then player A's invading monster is "SD01-003" in zone 6
    And player A's rage is 1
    When the game runs until the start phase
    # 12.5.2.1: at the end phase's start SD01-005 is discarded though it is second from
    # the top; the top card stays (12.5.3: nothing appears). 7.5.2: 6 -> 7.
    Then player A's invading monster is "SD01-003" in zone 7
    And player A's discard pile contains "SD01-005"

  @rule-7.5.4 @rule-11.2.3 @rule-11.2.4 @rule-7.5.7
  Scenario: Drawing up to five with too few cards anywhere reshuffles once and the turn still ends
    Given it is the end phase
    And player A's hand is "Jet", "Jet"
    And player A's deck is empty
    And player A's discard pile is "Tank", "Tank"
    When the game runs until the start phase
    # 7.5.4: 3 to draw (5.4.2: one at a time). First: deck empty, 11.2.3 reshuffles the
    # two Tanks in; two draws; the third: deck and discard pile empty, 11.2.4 does
    # nothing and nothing is drawn. 7.5.5 has nothing to do: 7.5.7 ends the turn.
    Then it is player B's turn
    And player A's hand has 4 cards
    And player A's deck has 0 cards
    And player A's discard pile has 0 cards

  @rule-7.2.1 @rule-7.2.3 @rule-7.2.4 @rule-10.4.3.2
  Scenario: Rage gained by a start-phase ability is reset by 7.2.4, after it has been watched
    Given it is turn 3
    And it is the start phase
    And player A has "Stoker" in zone 4
    And player A has "SD01-013" in strategy zone 1, placed before this turn
    And player A's deck is "Tank" x3
    And player B has "Tank" in zone 5
    When the game runs until the main phase
    # 7.2.1: Stoker raises A's rage 0 -> 1; SD01-013 (still in its zone: 7.2.3 comes
    # later) sees A's rage go up in A's turn and destroys B's Tank (rank 1 <= 6).
    # 7.2.2: A draws 1 (B's monster is rank I). 7.2.3: SD01-013 goes to the discard pile.
    # 7.2.4: A's rage is set to 0.
    Then player A's rage is 0
    And player B's zone 5 is empty
    And player A's discard pile contains "SD01-013"
    And player A's hand has 1 card

  @rule-12.5.2 @rule-7.2.2
  Scenario: After the opponent's 【強襲】 card is discarded, the start phase draws by the rank left on top
    Given player B is the turn player
    And it is turn 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is "SD01-005"
    And player B's deck is "Tank" x10
    And player A's hand is "Tank", "Tank"
    And player A's deck is "Tank" x5
    When player B plays the monster "SD01-005" as rank I
    And the game runs until the main phase
    # SD01-005's 【出現時】: A discards down to 4, A holds 2: nothing (5.7.2.1). B's end
    # phase: 12.5.2 discards SD01-005, Godzilla (rank I) is on top again; 7.5.2: 1 -> 2.
    # A's start phase, 7.2.2: A draws 1, the rank of B's monster now.
    Then it is player A's turn
    And player B's invading monster is "Godzilla" in zone 2
    And player B's discard pile contains "SD01-005"
    And player A's hand has 3 cards

  @rule-11.3.3 @rule-11.1.2.1 @rule-4.4.5.5.1
  Scenario: ジラ moved beside itself into its own monster's zone is crushed at once
    Given it is the end phase
    And player A's invading monster is "Godzilla" in zone 2
    And player A has "BP03-058" in zone 3
    And player A's hand is "Tank" x5
    And player A's deck is "Tank" x3
    And player A will choose zone 2
    When the game runs until the start phase
    # 7.5.1: zone 3's neighbours left and right are 2 and 4; the text asks no empty zone,
    # so A may pick 2, where its own monster stands: 11.3.3 crushes ジラ at once (an
    # interrupt, 11.1.2.1), and "その後…破壊する" finds it off the field. 7.5.2: 2 -> 3.
    Then player A's discard pile contains "BP03-058"
    And player A's invading monster is "Godzilla" in zone 3
    And the trace shows, in order:
      | rule | card     |
      | 11.3 | BP03-058 |
