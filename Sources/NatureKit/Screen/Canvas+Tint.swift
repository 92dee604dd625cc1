extension Canvas {
    /// A colour laid behind what a cell shows, from the terminal's 256-colour palette: the ground cut away
    /// under the land, so that it reads as solid earth rather than as the night sky it showed as on a dark
    /// terminal. The 16 named colours have no dark brown or grey, and their backgrounds are as bright as
    /// text.
    package enum Tint: UInt8, CaseIterable, Sendable {
        /// Brown earth, under the ground line.
        case soil = 1
        /// Grey rock, under the soil.
        case stone
        /// The soil under the night's light.
        case soilByNight
        /// The stone under the night's light.
        case stoneByNight

        /// The palette's number for the colour.
        package var paletteIndex: Int {
            switch self {
            case .soil: 94
            // Nearly black: a grey as light as the soil's brown read as a flat slab, as dull as it was large.
            case .stone: 234
            // Dimmer than by day, and grey: a brighter grey stood out by night as a panel, the brightest
            // thing on the screen.
            case .soilByNight: 236
            case .stoneByNight: 233
            }
        }

        /// What the tint shows as under the night's light: darker, and without the soil's brown, which
        /// by moonlight stood out brighter than anything else.
        package var byNight: Tint {
            switch self {
            case .soil, .soilByNight: .soilByNight
            case .stone, .stoneByNight: .stoneByNight
            }
        }
    }
}
