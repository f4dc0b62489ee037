/// The strike itself, between a chance and its ending: {player} takes it. It tells the finish and never
/// the result.
extension CommentaryBank {
    static let shot =
        lines(.header, [
            "{player} gets his head to it!",
            "A glancing header from {player}!",
            "{player} meets it flush with his forehead!",
            "{player} powers a header towards goal!",
            "Up goes {player}, eyes shut, and heads it goalwards!",
            "{player} nods it down towards the corner of the net!",
            "{player} twists his neck and flicks a header at goal!",
        ])
        + lines(.volley, [
            "{player} goes for the spectacular volley!",
            "{player} hits it on the volley!",
            "A thumping half-volley from {player}!",
            "{player} leans back and volleys!",
            "{player} tries an acrobatic volley!",
            "{player} meets it on the full with his left boot!",
        ])
        + lines(.closeRange, [
            "{player} stabs at it from close in!",
            "{player} sticks out a toe!",
            "{player} tries to poke it home!",
            "{player} lunges and prods it goalwards!",
            "{player} swings a boot at it from point-blank range!",
            "{player} tries to bundle it over the line!",
        ])
        + lines(.placed, [
            "{player} hits it first time!",
            "{player} side-foots it towards the far post!",
            "{player} opens his body and places it!",
            "{player} tries to slide it past the keeper!",
            "{player} shoots low and hard!",
            "A snap shot from {player}!",
            "{player} tries to lift it over the keeper!",
        ])
        + lines(.longShot, [
            "{player} lets fly from thirty yards!",
            "{player} tries his luck from distance!",
            "{player} shoots from the edge of the area!",
            "{player} takes aim with the outside of the boot!",
            "A rasping drive from {player}, from long range!",
            "{player} unleashes one from twenty-five yards!",
            "{player} tries a curler from outside the box!",
        ])
        + lines(.footed, [
            "{player} gets a shot away on the turn!",
            "{player} pulls the trigger!",
            "{player} shoots!",
            "{player} swings his left foot at it!",
        ])
        + lines(.freeKick, [
            "{player} curls the free kick over the wall!",
            "{player} drives the free kick at goal!",
            "{player} tries to go round the wall!",
            "{player} strikes the free kick with plenty of dip!",
            "{player} goes for the keeper's side with the free kick!",
        ])
        + lines(.penalty, [
            "{player} runs up... and shoots!",
            "{player} takes a long run-up and strikes the penalty!",
            "{player} stutters in his run-up, then shoots!",
            "{player} goes for the corner with the penalty!",
            "{player} blasts the penalty!",
        ])
}
