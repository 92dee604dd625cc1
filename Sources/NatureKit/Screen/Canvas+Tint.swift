extension Canvas {
    /// A colour laid behind what a cell shows, from the terminal's 256-colour palette: the land, its meadow
    /// and the ground cut away under it, so that it reads as a mass rather than as the night sky it showed
    /// as on a dark terminal. The 16 named colours have no dark green, brown or grey, and their backgrounds
    /// are as bright as text.
    package enum Tint: UInt8, CaseIterable, Sendable {
        /// Brown earth, under the ground line.
        case soil = 1
        /// Grey rock, under the soil.
        case stone
        /// The soil under the night's light.
        case soilByNight
        /// The stone under the night's light.
        case stoneByNight
        /// Green grass, the meadow between the far hills and the nearest path.
        case meadow
        /// The meadow under the night's light.
        case meadowByNight

        /// The palette's number for the colour.
        package var paletteIndex: Int {
            switch self {
            case .soil: 94
            // Nearly black: a grey as light as the soil's brown read as a flat slab, as dull as it was large.
            case .stone: 234
            case .soilByNight: 237
            case .stoneByNight: 233
            case .meadow: 22
            case .meadowByNight: 235
            }
        }

        /// What the tint shows as under the night's light: darker, and without the soil's brown, which
        /// by moonlight stood out brighter than anything else.
        package var byNight: Tint {
            switch self {
            case .soil, .soilByNight: .soilByNight
            case .stone, .stoneByNight: .stoneByNight
            case .meadow, .meadowByNight: .meadowByNight
            }
        }
    }
}
