/// Extra time: the ninety done and nothing in it, then the change of ends.
extension CommentaryBank {
    static let extraTime = [
        "Ninety minutes cannot separate them: {home} {score} {away}, and it's thirty more.",
        "Extra time! {score}, and the physios are already out with the cramp spray.",
        "Level at {score} after ninety. Socks down, shin pads off, and on we go into extra time.",
        "Nothing between {home} and {away}: extra time it is, and the buses will have to wait.",
        "The whistle goes on ninety minutes at {score}, and the managers gather their troops for extra time.",
        "{score} after ninety, and the tea ladies put the urn back on: extra time.",
        "Neither side will give an inch. {home} {score} {away}, thirty minutes more.",
        "It's extra time! The floodlights flicker on as {home} and {away} go again at {score}.",
        "Legs are heavy and the score is {score}. Extra time begins.",
        "No winner in ninety minutes. Extra time, and the first to blink goes out.",
    ]

    static let extraTimeHalf = [
        "Change of ends in extra time: {home} {score} {away}, fifteen minutes left.",
        "A quick drink and they swap ends: {score}, and the last fifteen minutes of this tie.",
        "The second period of extra time begins at {score}. Somebody has to find a winner.",
        "Fifteen minutes to go, {home} {score} {away}, and every tackle is a lunge now.",
        "Ends changed, cramp stretched out: {score} with a quarter of an hour to play.",
        "On they go for the last fifteen: {home} {score} {away}.",
        "The last period of extra time is under way. {score}, and the nerves are jangling.",
        "Quarter of an hour from penalties, or from glory: {home} {score} {away}.",
        "Back they come for the final fifteen minutes at {score}. Somebody's legs will go first.",
        "They change ends once more. {home} {score} {away}, and the terraces are on their feet.",
    ]
}
