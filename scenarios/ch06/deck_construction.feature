Feature: Deck construction and 【共鳴】 (rules 6.1.1 and 12.8)

  A judge at deck check asks whether a player's cards make a legal deck. The
  monster cards of the invading monster's stack and the monster deck are the
  monster deck (6.1.1.1); every other card the player owns is the main deck.

  Background:
    Given the cards:
      | name         | type    | rank | color    | traits   | threat | counter | invasion | text |
      | Godzilla     | monster | I    | red      | ゴジラ   | 10000  |         | 1        |      |
      | Resonant     | monster | I    | red/blue | ゴジラ   | 10000  |         | 1        | 【共鳴】青・怪獣カードは《ゴジラ》のみ。 |
      | Godzilla II  | monster | II   | red      | ゴジラ   | 15000  |         | 1        |      |
      | Godzilla III | monster | III  | red      | ゴジラ   | 20000  |         | 1        |      |
      | Godzilla IV  | monster | IV   | red      | ゴジラ   | 40000  |         | 1        |      |
      | Ghidorah III | monster | III  | red      | キングギドラ | 20000 |       | 1        |      |
      | Filler       | battle  | 1    | red      | Weapon   |        | 1000    | 1        | これはデッキに好きな枚数入れてよい。 |
      | Sea Filler   | battle  | 1    | blue     | Weapon   |        | 1000    | 1        | これはデッキに好きな枚数入れてよい。 |
      | Jet          | battle  | 1    | red      | Weapon   |        | 1000    | 2        |      |
      | Rocket       | battle  | 1    | red      | Weapon   |        | 1000    | 2        |      |
      | Missile      | battle  | 1    | red      | Weapon   |        | 1000    | 2        |      |
      | Tentacle     | battle  | 1    | red      | トークン |        | 1000    | 1        |      |
      | Guardian     | monster | I    | green/red | 護国聖獣 | 10000 |        | 1        | 【共鳴】緑/赤・怪獣カードは《護国聖獣》のみ。・交戦カードは等級5以上のみ。 |
      | Guardian II  | monster | II   | green    | 護国聖獣 | 15000  |         | 1        |      |
      | Guardian III | monster | III  | green    | 護国聖獣 | 20000  |         | 1        |      |
      | Guardian IV  | monster | IV   | green    | 護国聖獣 | 40000  |         | 1        |      |
      | Big Filler   | battle  | 5    | green    | Weapon   |        | 5000    | 1        | これはデッキに好きな枚数入れてよい。 |
    And player B's invading monster is "Godzilla" in zone 1

  @rule-6.1.1 @rule-1.3.1
  Scenario: Four monsters of ranks I–IV and fifty cards are a legal deck
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x50
    Then player A's cards are a legal deck

  @rule-6.1.1.2
  Scenario: Forty-nine cards in the main deck are one short
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x48
    And player A's hand is "Filler"
    Then player A's cards break rule 6.1.1.2

  @rule-6.1.1.4
  Scenario: A fifth copy of a card is one too many
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x45, "Jet" x5
    Then player A's cards break rule 6.1.1.4

  @rule-6.1.1.1
  Scenario: The monster deck needs one monster of each rank I to IV
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Ghidorah III"
    And player A's deck is "Filler" x50
    Then player A's cards break rule 6.1.1.1

  @rule-6.1.1.2.2
  Scenario: Eleven cards with invasion icon 2 are one too many
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x39, "Jet" x4, "Rocket" x4, "Missile" x3
    Then player A's cards break rule 6.1.1.2.2

  @rule-6.1.1.2.2
  Scenario: Ten cards with invasion icon 2 are allowed
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x40, "Jet" x4, "Rocket" x4, "Missile" x2
    Then player A's cards are a legal deck

  @rule-6.1.1.5 @rule-9.1.5
  Scenario: A token cannot be put in a deck
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x49, "Tentacle"
    Then player A's cards break rule 6.1.1.5

  @rule-6.1.1.3
  Scenario: A blue card does not share a color with a red rank-I monster
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x49, "Sea Filler"
    Then player A's cards break rule 6.1.1.3

  @rule-12.8 @rule-12.8.2
  Scenario: 【共鳴】 lets the blue card in
    Given player A's invading monster is "Resonant" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x49, "Sea Filler"
    Then player A's cards are a legal deck

  @rule-12.8 @rule-12.8.2
  Scenario: 【共鳴】's condition list keeps out a monster without 《ゴジラ》
    Given player A's invading monster is "Resonant" in zone 1
    And player A's monster deck is "Godzilla II", "Ghidorah III", "Godzilla IV"
    And player A's deck is "Filler" x50
    Then player A's cards break rule 12.8.2

  @rule-12.8.2
  Scenario: 【共鳴】's list can ask for battle cards of rank 5 or more (as 婆羅護吽 BP03-024)
    Given player A's invading monster is "Guardian" in zone 1
    And player A's monster deck is "Guardian II", "Guardian III", "Guardian IV"
    And player A's deck is "Big Filler" x50
    Then player A's cards are a legal deck

  @rule-12.8.2
  Scenario: A rank 1 battle card breaks that list
    Given player A's invading monster is "Guardian" in zone 1
    And player A's monster deck is "Guardian II", "Guardian III", "Guardian IV"
    And player A's deck is "Big Filler" x49, "Filler"
    Then player A's cards break rule 12.8.2
