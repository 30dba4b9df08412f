Feature: Audit, chapter 9: tokens leaving zones, counted as cards, and whose they are

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits        | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla      | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon        |        | 1000    | 2        |      |
      | Tank     | battle  | 1    | red   | Weapon        |        | 1000    | 1        |      |
      | Husk     | battle  | 1    | red   | トークン      |        | 1000    | 1        | 【逆襲】カードを1枚引く。 |
      | Bouncer  | battle  | 1    | red   | トークン      |        | 1000    | 1        | これが破壊される時、かわりにこれを手札に戻す。 |
      | HuskMaker | battle | 1    | red   | Weapon        |        | 1000    | 1        | 【出現時】「Husk」トークンを1枚出現させる。 |
      | BounceMaker | battle | 1  | red   | Weapon        |        | 1000    | 1        | 【出現時】「Bouncer」トークンを1枚出現させる。 |
      | Vines    | battle  | 1    | blue  | Weapon        |        | 1000    | 1        | 【出現時】「触手」トークンを2枚出現させる。 |
      | Tally    | battle  | 1    | blue  | Weapon        |        | 1000    | 1        | あなたのエリアに等級５以下の他の交戦カードが２枚以上いるなら、これの撃退力＋3000。 |
      | Grower   | battle  | 1    | blue  | Weapon        |        | 1000    | 1        | 相手の怪獣カードが進攻した時、「触手」トークンを1枚出現させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-9.1.4.2 @rule-9.1.3.1 @rule-12.7.2 @rule-11.3
  Scenario: A crushed token's 【逆襲】 still triggers though the token ceases to exist in the discard pile
    Given player A's hand is "HuskMaker", "Tank"
    And player A's deck is "Jet" x3
    And player A will choose zone 2
    When player A plays "HuskMaker" to zone 5
    And player A invades discarding "Tank"
    # 11.3: the monster advances 1 -> 2 onto Husk: Husk is destroyed (put into the discard
    # pile from the field). 12.7.2's trigger is met at that move. 9.1.4.2: it then ceases
    # to exist there at once. 10.6.7 / 10.5.2.3.3: the waiting ability is still played.
    Then player A's zone 2 is empty
    And player A's discard pile does not contain "Husk"
    And player A's hand has 1 card

  @rule-9.1.4.1 @rule-9.1.4.2 @rule-10.9.1
  Scenario: A token sent to the hand by a replacement ceases to exist there
    Given player A's hand is "BounceMaker", "Tank"
    And player A will choose zone 2
    When player A plays "BounceMaker" to zone 5
    And player A invades discarding "Tank"
    # 11.3 destroys Bouncer; 10.9.1: it goes to the hand instead. 9.1.4.1: a battle token
    # exists only in zones (areas); 9.1.4.2: it ceases to exist in the hand at once.
    Then player A's zone 2 is empty
    And player A's hand has 0 cards
    And player A's hand does not contain "Bouncer"

  @rule-9.1.1.1 @rule-9.1.2
  Scenario: Tokens count as cards for a condition counting battle cards
    Given player A has "Tally" in zone 6
    And player A's hand is "Vines"
    And player A will choose zone 3
    And player A will choose zone 4
    When player A plays "Vines" to zone 7
    # 9.1.1.1: tokens are counted as cards. Tally sees Vines and two 触手 (rank 2 <= 5):
    # three others >= 2, so Tally is 4000. Total: Vines 1000 + 触手 3000 x2 + Tally 4000.
    Then player A has "触手" in zone 3
    And player A has "触手" in zone 4
    And player A's total counter power is 11000

  @rule-9.1.2.1 @rule-3.1.2
  Scenario: A token made by the non-turn player's ability is that player's, in that player's zones
    Given player B has "Grower" in zone 5
    And player A's hand is "Jet"
    And player B will choose zone 6
    When player A invades discarding "Jet"
    # 9.1.2.1: the token's owner and master are the master of the effect that made it: B.
    # It appears in B's zone (4.1.6) and counts in B's total.
    Then player B has "触手" in zone 6
    And player B's total counter power is 4000

  # Third round: written after reading the engine's check timing and card moves (not the
  # parts these touch), still from the text first.

  @rule-9.1.1.1 @rule-5.13.1.1.1
  Scenario: A token in the opponent's zone 8 blocks an invasion win like any battle card
    Given player A's invading monster is "Godzilla" in zone 8
    And player B has "触手" in zone 8
    And player A's hand is "Tank"
    When player A invades discarding "Tank"
    # 9.1.1.1: a token is treated as a card; 5.13.1.1.1: a battle card in B's zone 8 stops
    # the advance from zone 8: no win.
    Then player A's invading monster is "Godzilla" in zone 8
    And the game is not over
