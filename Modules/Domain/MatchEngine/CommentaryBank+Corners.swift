/// A corner the side won, told on its own: {team} takes it, {player} (one of its players) swings it in, and the
/// ball is cleared or comes to nothing — a corner that leads to a shot is told by the shot's build-up.
extension CommentaryBank {
    static let corner = [
        "Corner to {team}. {player} swings it in and {opponent} head it clear.",
        "{player} wins a corner for {team}. It's cleared at the near post.",
        "{team} have a corner. {player}'s delivery is straight into the keeper's gloves.",
        "Corner, {team}. {player} takes it short, and {opponent} snuff it out.",
        "{player} curls the corner in; a {opponent} head gets there first.",
        "Another corner for {team}. It drifts out of play at the far side.",
        "{player} sends the corner into the six-yard box. Punched away.",
        "Corner to {team}, and their big men trundle forward. It comes to nothing.",
        "{player} forces a corner off a {opponent} shin.",
        "{team} win a corner. {player}'s kick clears the lot and goes out for a throw.",
        "The corner from {player} is headed behind for another. Then that one is cleared.",
        "{player} takes the corner with the outside of his boot. Ambitious; cleared.",
        "A corner for {team}. The keeper comes, catches, and glares at everyone.",
        "{team} earn a corner. {player} aims for the far post and finds the stand.",
        "Corner. {player} whips it in, {opponent} clear, {team} go again. And lose it.",
        "{player} wins {team} a corner with a bit of determination on the byline.",
        "{team}'s corner is taken quickly by {player}. Too quickly: nobody was ready.",
        "A corner for {team}; {player} plays it low to the near post and {opponent} scramble it away.",
        "Corner to {team}. A lot of shoving in the box, a lot of nothing after it.",
        "{player}'s corner hits the first man. The crowd groans in the traditional manner.",
        "{team} have a corner. {player} spends a while arranging the ball. Cleared.",
        "{player} forces the corner. {team} pack the box; the ball is hacked clear.",
    ]
}
