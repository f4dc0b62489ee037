/// A goal with an assist: {player} scores, {other} set it up. The line tells the finish and credits the
/// assist without retelling the build-up, which its own line has told.
extension CommentaryBank {
    static let goal =
        lines(.header, [
            "GOAL! {player} heads it in, and {other} gets the assist! {home} {score} {away}.",
            "It's in! {player} with a thumping header, thanks to {other}! {home} {score} {away}.",
            "GOAL! A bullet header from {fullName}, the ball from {other}. {score}.",
            "{player} nods it home! {other} will be buying the teas. {home} {score} {away}.",
            "GOAL! {player} glances it past the keeper. Lovely work from {other}. {score}.",
            "Back of the net! {other} provides, {player} heads home, and {team} celebrate. {score}.",
            "GOAL! {player} rises and powers it in with his forehead. {other} the provider. {home} {score} {away}.",
            "{player}'s header is in off the bar! {other} set that up beautifully. {score}.",
        ])
        + lines(.volley, [
            "GOAL! {player} volleys it in, and {other} claims the assist! {home} {score} {away}.",
            "What a volley from {fullName}! {other} with the assist. {score}.",
            "GOAL! {player} meets it on the half-volley and it flies in. Thanks, {other}. {home} {score} {away}.",
            "{player} leans back and volleys it into the roof of the net! {other} the provider. {score}.",
            "GOAL! An acrobatic volley from {player}! {other} can take a bow too. {home} {score} {away}.",
        ])
        + lines(.closeRange, [
            "GOAL! {player} taps it in from close range. {other} did the hard work. {home} {score} {away}.",
            "{player} pokes it home! {other} with the assist. {score}.",
            "GOAL! {player} can't miss from there, and doesn't. Thanks to {other}. {home} {score} {away}.",
            "It's in! {player} bundles it over the line, {other} the provider. {score}.",
            "GOAL for {team}! {other} picks him out and {player} prods it in. {score}.",
            "GOAL! {player} slides in at the far post to finish. {other} with the assist. {home} {score} {away}.",
            "{player} gets the final touch! {other} deserves half of that one. {home} {score} {away}.",
        ])
        + lines(.placed, [
            "GOAL! {player} slots it home, set up by {other}! {home} {score} {away}.",
            "GOAL! {fullName} side-foots it into the bottom corner. {other} the provider. {score}.",
            "{player} scores! A cool finish, and {other} with the assist. {home} {score} {away}.",
            "GOAL! {player} rolls it past the keeper. Sublime from {other}. {score}.",
            "GOAL! {player} dinks it over the keeper! {other} set him free. {home} {score} {away}.",
            "It's in! {player} places it just inside the post, {other} claiming the assist. {score}.",
            "GOAL! {player} makes no mistake, thanks to {other}. {home} {score} {away}.",
            "GOAL on {minute} minutes! {player} finishes it off calmly, {other} with the assist. {score}.",
        ])
        + lines(.longShot, [
            "GOAL! {player} hits it from thirty yards and it flies in! {other} teed it up. {home} {score} {away}.",
            "What a strike from {player}! From distance, into the top corner. {other} with the assist. {score}.",
            "GOAL! {fullName} lets fly from long range and it nestles in the net! Thanks, {other}. {score}.",
            "{player} scores a screamer! {other} laid it on. {home} {score} {away}.",
        ])
        + lines(.openPlay, [
            "GOAL! {fullName} scores for {team}, set up by {other}! {home} {score} {away}.",
            "{player} scores! What a ball from {other}! {home} {score} {away}.",
            "GOAL! {other} finds {player}, who makes no mistake. {home} {score} {away}.",
            "It's there! {player} finds the net, and {other} shares the glory. {score}.",
            "GOAL! {player} scores, and the first person he hugs is {other}. {home} {score} {away}.",
            "{minute} minutes gone, and {player} has scored for {team}! {other} the provider. {score}.",
        ])
}
