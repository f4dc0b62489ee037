/// A defender gets in the way: {player} is the defender, {other} the one who tried.
extension CommentaryBank {
    static let block =
        lines(.openPlay, [
            "Blocked! {player} throws himself in the way.",
            "{player} clears it off the line! What a moment for {team}.",
            "{player} gets a vital touch, and it's behind for a goal kick. No, a throw. No, a goal kick.",
            "{player} hooks it away from danger. {other} is left with nothing.",
            "Cleared! {player} was in exactly the right place.",
            "{player} sticks out a leg and it's blocked. Lovely defending.",
            "{player} is first to react, and {team} hack it away.",
            "Heroic from {player}, who gets his body in the way of {other}'s effort.",
            "{player} makes a last-ditch intervention. The whole ground applauds, whoever they support.",
            "{other} looked certain to score, but {player} gets back to block!",
        ])
        + lines(.footed, [
            "{player} charges down {other}'s shot!",
            "{other}'s shot cannons off {player} and away to safety.",
            "The shot deflects off {player}'s shin and spins clear.",
        ])
        + lines(.freeKick, [
            "It smacks into the wall! {player} takes one for the team.",
            "The free kick hits {player} in the wall, and he'll be feeling that.",
            "Straight into the wall. {player} jumped, and it hit him anyway.",
            "{player} charges out of the wall and blocks the free kick. Brave stuff.",
        ])
}
