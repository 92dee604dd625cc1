extension Gait {
    /// Along a ground line, one frame a cell, so that the feet move with the ground they cover.
    public static let walk = Gait(name: "walk")
}

struct Walking: GaitMotion {
    var framesFollowSteps: Bool { true }
}
