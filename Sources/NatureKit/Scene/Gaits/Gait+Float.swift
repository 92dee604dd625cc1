extension Gait {
    /// On the water's surface, its last row the waterline, at its own pace.
    public static let float = Gait(name: "float")
}

struct Floating: GaitMotion {}
