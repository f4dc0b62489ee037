/// A goal without an assist: {player} scores alone, from a dead ball, a run, a rebound or a long shot.
extension CommentaryBank {
    static let soloGoal =
        lines(.header, [
            "GOAL! {player} heads it in all on his own! {home} {score} {away}.",
            "{player} nods it in after the ball loops up off a defender! {score}.",
        ])
        + lines(.volley, [
            "GOAL! {player} volleys a loose ball into the net! {home} {score} {away}.",
            "What a volley from {fullName}! Nobody helped him, and nobody needed to. {score}.",
        ])
        + lines(.closeRange, [
            "GOAL! {player} pounces on a loose ball and pokes it home. {home} {score} {away}.",
            "It's in! {player} snaffles the rebound. {score}.",
            "GOAL! {player} follows in and taps it into an empty net. {home} {score} {away}.",
            "{player} wins the scramble and prods it over the line! {score}.",
            "GOAL! The keeper spills it and {player} is there to tap in. {home} {score} {away}.",
            "GOAL! {fullName} gets the last touch in a goalmouth scramble! {score}.",
        ])
        + lines(.placed, [
            "GOAL! {fullName} goes it alone and scores for {team}! {home} {score} {away}.",
            "{player} dances past three defenders and scores! {team} lead the celebrations. {score}.",
            "GOAL! {player} rounds the keeper and rolls it in. {home} {score} {away}.",
            "GOAL! A solo run from {player}, and a finish to match! {score}.",
            "{player} beats his man, steadies himself, and slots it in! {home} {score} {away}.",
            "GOAL! {player} intercepts a sloppy pass and finishes coolly. {score}.",
        ])
        + lines(.longShot, [
            "What a strike from {player}! Thirty yards, top corner! {score}.",
            "GOAL! {player} lets fly from distance, and it flies in! {home} {score} {away}.",
            "GOAL! A thunderbolt from {fullName}, from all of thirty yards! {score}.",
            "{player} scores from long range! The keeper never moved. {home} {score} {away}.",
            "GOAL! {player} hits it from twenty-five yards and it dips under the bar! {score}.",
            "Oh, that's a beauty! {player} from distance! {home} {score} {away}.",
        ])
        + lines(.freeKick, [
            "GOAL! A free kick from {player} that bends like a banana. {home} {score} {away}.",
            "{player} curls the free kick over the wall and in! {score}.",
            "GOAL! {fullName} whips the free kick into the top corner! {home} {score} {away}.",
            "The free kick from {player} sails over the wall and into the net! {score}.",
            "GOAL! {player} drills the free kick under the jumping wall! {home} {score} {away}.",
        ])
        + lines(.penalty, [
            "GOAL! {player} converts the penalty with ice in his veins. {home} {score} {away}.",
            "{player} sends the keeper the wrong way from the spot! {score}.",
            "GOAL! {fullName} smashes the penalty into the roof of the net! {home} {score} {away}.",
            "Penalty scored! {player} rolls it into the corner, cool as you like. {score}.",
            "GOAL! {player} chips the penalty down the middle! The cheek of it! {home} {score} {away}.",
            "{player} makes no mistake from the spot! {home} {score} {away}.",
        ])
        + lines(.openPlay, [
            "{fullName} scores! The keeper had no chance. {score}.",
            "{minute} minutes on the clock, and {player} finds the net all by himself! {home} {score} {away}.",
            "GOAL! {player} does it all himself for {team}! {home} {score} {away}.",
        ])
}
