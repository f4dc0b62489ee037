/// The penalty shootout: its start, every kick ({pens} is the shootout's score, home first) and its end.
extension CommentaryBank {
    static let shootoutStart = [
        "Extra time ends at {score}. It's penalties!",
        "Nothing in it after a hundred and twenty minutes: {home} {score} {away}. Penalties, and nobody can look.",
        "The referee blows for the end of extra time. {score}, and we go to a shootout.",
        "Penalties! The players link arms on the halfway line, and the keepers walk to the spot end.",
        "Two hours of football and still {score}. This will be settled from twelve yards.",
        "A shootout it is. The crowd at the far end does its very best to look frightening.",
        "{home} {score} {away} after extra time: it's the lottery of penalties.",
        "The coin is tossed for the end and the order. Penalties to decide it!",
        "Still {score}. The managers scribble the names of five brave souls on a scrap of paper: penalties.",
        "The whistle goes on a hundred and twenty minutes. It comes down to spot kicks.",
    ]

    static let penaltyScored = [
        "{player} steps up... and sends {other} the wrong way. {pens}.",
        "{player} smashes it into the roof of the net. {pens}.",
        "{player} rolls it into the corner, cool as you like. {pens}.",
        "{player} scores, {other} dives the right way but cannot reach it. {pens}.",
        "A stutter in the run-up from {player}, and it's in. {pens}.",
        "{player} goes straight down the middle, and {other} has gone early. {pens}.",
        "Low and hard from {player}: in off the post! {pens}.",
        "{player} kisses the ball, places it and buries it. {pens}.",
        "{player} scores, and turns to the crowd with a finger to his lips. {pens}.",
        "A chip! {player} dinks it over the diving {other}. The nerve of it. {pens}.",
        "{player} takes a long breath and hits the bottom corner. {pens}.",
        "No mistake from {player}. {pens}.",
        "{player} waits for {other} to move and rolls it the other way. {pens}.",
        "Top corner from {player}. Unstoppable. {pens}.",
        "{player} thumps it in and runs back without a smile. {pens}.",
        "{player} scores, just. {other} got a fingertip to it. {pens}.",
    ]

    static let penaltySaved = [
        "Saved! {other} guesses right and pushes {player}'s kick away. {pens}.",
        "{other} dives full length to keep out {player}'s penalty! {pens}.",
        "{player} goes to the keeper's right, and so does {other}. Saved! {pens}.",
        "What a stop from {other}! {player} holds his head in his hands. {pens}.",
        "{other} stands tall and saves with his legs. {player} cannot believe it. {pens}.",
        "Saved, and held! {other} smothers {player}'s weak effort. {pens}.",
        "{player}'s kick is too close to {other}, who beats it away. {pens}.",
        "{other} has done his homework: {player}'s penalty is saved. {pens}.",
        "A wonderful save by {other}, tipping {player}'s kick onto the post. {pens}.",
        "{other} waits, and waits, and saves from {player}. {pens}.",
    ]

    static let penaltyMissed = [
        "{player} skies it! Over the bar and into the car park. {pens}.",
        "Off the post! {player} has hit the woodwork. {pens}.",
        "{player} drags it wide of the post. {other} did not even have to move. {pens}.",
        "Oh, {player}! He slips as he strikes it and it flies over. {pens}.",
        "{player} hits the bar! It bounces down and out. {pens}.",
        "Wide! {player} tried to be too precise. {pens}.",
        "{player} blazes it over. He'll be seeing that one in his sleep. {pens}.",
        "The crossbar is still shaking from {player}'s kick. No goal. {pens}.",
        "{player} goes for power and finds row Z. {pens}.",
        "Wide of the left-hand post from {player}, and {other} punches the air. {pens}.",
    ]

    static let shootoutWon = [
        "{team} win it on penalties, {pens}! The players sprint to their fans.",
        "It's over! {team} go through {pens} on penalties, and {opponent} sink to the turf.",
        "{team} hold their nerve: {pens} in the shootout. Heartbreak for {opponent}.",
        "The shootout goes to {team}, {pens}. Somebody fetch {opponent} a blanket.",
        "Pandemonium! {team} win {pens} on penalties.",
        "{team} are through on penalties, {pens}. Cruel on {opponent}, but that is the cup.",
        "And that settles it: {team} win the shootout {pens}.",
        "{team} go through after penalties, {pens}. The dugout empties onto the pitch.",
        "That's it! {team} win the shootout {pens}, and the cup dream of {opponent} is over.",
        "{team} win {pens} on penalties. Their keeper is carried off on the shoulders of his teammates.",
    ]
}
