/// The attempt goes astray: {player} is the one who tried.
extension CommentaryBank {
    static let miss =
        lines(.any, [
            "Wide! {player} will want that one back.",
            "Over the bar from {player}. That's one for the car park.",
            "Off the crossbar! {player} so close!",
            "Into the side netting; some fans thought it was in.",
            "The post says no to {player}!",
            "Just wide! {player} can't believe it.",
            "It flashes past the post, with {player} already half celebrating.",
            "Over! The ball sails into the crowd, and a chap in a flat cap catches it.",
            "{player} puts it wide, and the crowd behind the goal let him know, gently.",
            "Agonisingly wide from {player}. The goal looked the size of a barn door.",
            "Rattles the woodwork! {player} stares at the post as if it owes him money.",
            "High and handsome from {player}, but mostly high.",
        ])
        + lines(.kicked, [
            "{player} drags it just past the post.",
            "{player} slices it horribly. The ball boy fetches it from row Z.",
            "{player} scuffs it, and it trickles harmlessly wide.",
            "{player} skies it! The pigeons scatter.",
            "{player} gets it all wrong and balloons it over.",
            "{player} leans back and it soars over the bar.",
            "{player} gets his foot under it and it's into the stand.",
            "A shot from {player} that's still climbing as it leaves the ground.",
        ])
        + lines(.header, [
            "{player} heads it over the bar.",
            "{player} glances his header just wide.",
            "{player} can't keep the header down.",
            "{player} gets his head to it, but it loops over.",
            "{player} mistimes his jump and the ball hits him on the shoulder. Wide.",
        ])
        + lines([.longShot, .freeKick], [
            "{player} tried his luck from distance, and the luck ran out.",
            "From that distance it was always ambitious, and {player} knows it.",
            "It whistles a yard over. {player} was right to try from there.",
        ])
        + lines(.closeRange, [
            "{player} somehow misses from two yards! He looks at his boots for an explanation.",
            "{player} gets in a tangle on the line, and the chance is gone.",
            "{player} was too close to miss, and missed.",
        ])
        + lines(.penalty, [
            "{player} blazes the penalty over the bar! Oh dear.",
            "The penalty is wide! {player} puts his hands on his hips.",
            "{player} hits the post from the spot!",
            "{player} sends the keeper the wrong way and the ball the wrong way too. Wide!",
        ])
}
