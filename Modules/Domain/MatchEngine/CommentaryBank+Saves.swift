/// The keeper keeps it out: {player} is the keeper, {other} the one who tried.
extension CommentaryBank {
    static let save =
        lines(.any, [
            "Saved! {player} gets down smartly to keep out {other}.",
            "What a stop from {player}! Fingertips, and over it goes.",
            "{player} gathers it comfortably. {other} clutches his hair in disbelief.",
            "{player} beats it away, and {team} breathe again.",
            "Straight at {player}, who was hardly troubled.",
            "A fine reflex save by {player}; {other} can't believe it.",
            "{player} tips it round the post. Corner, and a round of applause.",
            "{player} flings himself to his left and keeps it out! Marvellous.",
            "Saved by {player}, who then has a quiet word with his defenders.",
            "{player} gets a strong hand to it. {other} is denied.",
            "{player} pushes it away, and the {team} defence hacks it clear.",
            "Not today, says {player}, with a save his mum will be proud of.",
            "{player} holds on at the second attempt. {other} puffs out his cheeks.",
            "{player} was equal to it. The keepers' union will be delighted.",
        ])
        + lines(.kicked, [
            "{player} spreads himself and blocks {other}'s shot with his knees. Not pretty, but it counts.",
            "{player} stands tall and the shot thumps into his chest.",
            "{player} reads {other}'s shot all the way and pouches it.",
            "{player} gets a toe to it! A vital save for {team}.",
        ])
        + lines(.header, [
            "{player} claws {other}'s header away from under the bar!",
            "{player} was right behind {other}'s header and catches it.",
            "A point-blank save! {player} blocks {other}'s header with his face. He'll feel that tomorrow.",
            "{player} paws the header round the post. What agility!",
        ])
        + lines([.longShot, .freeKick], [
            "{player} watches it all the way from distance and tips it over.",
            "{player} flies across his goal and fingertips it away. A save for the highlights.",
            "{player} was never worried about one from that distance.",
        ])
        + lines(.penalty, [
            "SAVED! {player} guesses right and keeps out the penalty!",
            "{player} dives to his right and saves the penalty! {other} can't look.",
            "The penalty is saved! {player} is mobbed by his team-mates.",
            "{player} stays big, and {other}'s penalty hits his legs! Saved!",
            "{player} saves the penalty with his feet. The terrace chants his name.",
        ])
}
