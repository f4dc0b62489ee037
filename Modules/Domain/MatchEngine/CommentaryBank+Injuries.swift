/// An injury: {player} is hurt and leaves the pitch, {team} his side.
extension CommentaryBank {
    static let injury = [
        "{player} is down and needs treatment. That doesn't look good.",
        "Injury worry for {team}: {player} is limping.",
        "The physio races on for {player}, magic sponge at the ready.",
        "{player} pulls up clutching his hamstring.",
        "{player} has taken a knock and can't continue, by the look of it.",
        "Concern for {fullName}, who is being helped off the pitch.",
        "{player} twists his ankle in a divot. The groundsman looks away.",
        "The stretcher comes on for {player}. The crowd applauds him all the way off.",
        "{player} goes down holding his knee. The cold spray won't fix this one.",
        "{player} is hobbling badly. {team} will need to make a change.",
        "A sickening clash of heads, and {player} comes off worst. Get well soon.",
        "{player} feels his calf and signals to the bench. His afternoon is over.",
        "{player} landed awkwardly, and he's out of this one.",
        "{player} is helped off by two physios and a very kind steward.",
    ]
}
