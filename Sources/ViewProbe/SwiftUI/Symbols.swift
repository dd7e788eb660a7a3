// SF Symbol styling and effects: drawing only, so inert (the image's name stays in the tree).

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Sendable, Equatable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Several colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A colour per layer from the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol (filled, circled …).
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]
  /// No variant.
  public static let none = SymbolVariants(names: [])
  /// Filled.
  public static let fill = SymbolVariants(names: ["fill"])
  /// In a circle.
  public static let circle = SymbolVariants(names: ["circle"])
  /// In a square.
  public static let square = SymbolVariants(names: ["square"])
  /// In a rectangle.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// Struck through.
  public static let slash = SymbolVariants(names: ["slash"])
  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
  /// This variant, in a circle.
  public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
  /// This variant, in a square.
  public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
}

/// An animated effect on a symbol (not drawn).
public protocol SymbolEffect {}

/// The symbol effects SwiftUI names.
public struct _SymbolEffect: SymbolEffect, Sendable {
  let name: String
  /// Upwards.
  public var up: _SymbolEffect { self }
  /// Downwards.
  public var down: _SymbolEffect { self }
  /// Layer by layer.
  public var byLayer: _SymbolEffect { self }
  /// All layers at once.
  public var wholeSymbol: _SymbolEffect { self }
  /// Out downwards, in upwards (a replacement).
  public var downUp: _SymbolEffect { self }
  /// Out and in upwards (a replacement).
  public var upUp: _SymbolEffect { self }
  /// Out at once, in upwards (a replacement).
  public var offUp: _SymbolEffect { self }
  /// One layer at a time (a variable colour).
  public var iterative: _SymbolEffect { self }
  /// Each layer staying on once reached (a variable colour).
  public var cumulative: _SymbolEffect { self }
  /// Reversing at the end of each cycle (a variable colour).
  public var reversing: _SymbolEffect { self }
  /// Not reversing (a variable colour).
  public var nonReversing: _SymbolEffect { self }
  /// Dimming the layers not yet reached (a variable colour).
  public var dimInactiveLayers: _SymbolEffect { self }
  /// Hiding the layers not yet reached (a variable colour).
  public var hideInactiveLayers: _SymbolEffect { self }
  /// Clockwise (a rotation or a wiggle).
  public var clockwise: _SymbolEffect { self }
  /// Counter-clockwise (a rotation or a wiggle).
  public var counterClockwise: _SymbolEffect { self }
  /// Leftwards (a wiggle).
  public var left: _SymbolEffect { self }
  /// Rightwards (a wiggle).
  public var right: _SymbolEffect { self }
  /// Forwards, in the reading direction (a wiggle).
  public var forward: _SymbolEffect { self }
  /// Backwards, against the reading direction (a wiggle).
  public var backward: _SymbolEffect { self }
  /// Scaling gently (a breathe).
  public var plain: _SymbolEffect { self }
  /// Scaling and fading (a breathe).
  public var pulse: _SymbolEffect { self }
  /// Wiggling along `angle` (a wiggle).
  public func custom(angle: Angle) -> _SymbolEffect { self }
}

extension SymbolEffect where Self == _SymbolEffect {
  /// A bounce.
  public static var bounce: _SymbolEffect { _SymbolEffect(name: "bounce") }
  /// A pulse.
  public static var pulse: _SymbolEffect { _SymbolEffect(name: "pulse") }
  /// Layers changing colour in turn.
  public static var variableColor: _SymbolEffect { _SymbolEffect(name: "variableColor") }
  /// A scale.
  public static var scale: _SymbolEffect { _SymbolEffect(name: "scale") }
  /// Appearing.
  public static var appear: _SymbolEffect { _SymbolEffect(name: "appear") }
  /// Disappearing.
  public static var disappear: _SymbolEffect { _SymbolEffect(name: "disappear") }
  /// A wiggle.
  public static var wiggle: _SymbolEffect { _SymbolEffect(name: "wiggle") }
  /// A rotation.
  public static var rotate: _SymbolEffect { _SymbolEffect(name: "rotate") }
  /// A breathing pulse.
  public static var breathe: _SymbolEffect { _SymbolEffect(name: "breathe") }
  /// One symbol replacing another.
  public static var replace: _SymbolEffect { _SymbolEffect(name: "replace") }
}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Sendable {
  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeating forever.
  public static let `repeating` = SymbolEffectOptions()
  /// Not repeating.
  public static let nonRepeating = SymbolEffectOptions()
  /// Repeating `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// At `speed`.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// These options, repeating `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  /// These options, at `speed`.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  /// Repeating as `behavior` says.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions()
  }
  /// These options, repeating as `behavior` says.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }

  /// How an effect repeats.
  public struct RepeatBehavior: Sendable {
    /// Without pause.
    public static let continuous = RepeatBehavior()
    /// Every so often, with `delay` seconds between repetitions.
    public static let periodic = RepeatBehavior()
    /// `count` times (forever when `nil`), with `delay` seconds between repetitions.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior()
    }
  }
}

nonisolated extension View {
  /// Sets how symbols inside are coloured: `\.symbolRenderingMode` (nothing is drawn).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }

  /// Sets the variant of symbols inside (not drawn; the image keeps its name).
  public func symbolVariant(_ variant: SymbolVariants) -> some View { inert("symbolVariant") }

  /// Plays `effect` when `value` changes (not drawn).
  public func symbolEffect<E: SymbolEffect, V: Equatable>(
    _ effect: E, options: SymbolEffectOptions = .default, value: V
  ) -> some View {
    inert("symbolEffect")
  }

  /// Plays `effect` while `isActive` (not drawn).
  public func symbolEffect<E: SymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    inert("symbolEffect")
  }

  /// Removes the symbol effects inside (with Reduce Motion on, say): inert, as no effect plays.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    inert("symbolEffectsRemoved")
  }

  /// How a palette's items show that they are selected (not drawn).
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
    inert("paletteSelectionEffect")
  }

  /// Whether views inside open when something is dragged over them and held: inert (nothing is
  /// dragged and held here).
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
    inert("springLoadingBehavior")
  }

  /// Styles with a primary and a secondary style (not drawn).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    modifier(_InertModifier(name: "foregroundStyle", foreground: ForegroundPaint(primary)))
  }

  /// Styles with three levels of style (not drawn).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(_InertModifier(name: "foregroundStyle", foreground: ForegroundPaint(primary)))
  }
}

extension Image {
  /// Sets how this symbol is coloured (not drawn).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension Image {
  /// Whether an image is drawn as it is or as a template tinted by the foreground.
  public enum TemplateRenderingMode: Sendable, Hashable {
    /// Tinted by the foreground.
    case template
    /// As it is.
    case original
  }

  /// How an image is smoothed when scaled.
  public enum Interpolation: Sendable, Hashable {
    /// No smoothing.
    case none
    /// Some smoothing.
    case low
    /// More smoothing.
    case medium
    /// The most smoothing.
    case high
  }

  /// Draws the image as `renderingMode` says (not drawn).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// Smooths the image as `interpolation` says when scaled (not drawn).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// Antialiases the image's edges (not drawn).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// How much of a high-dynamic-range image's range is shown.
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    /// The standard range.
    public static let standard = DynamicRange(name: "standard")
    /// Some extended range, kept near standard content.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The full extended range.
    public static let high = DynamicRange(name: "high")
  }

  /// Shows the image within `range` (`nil`: the default) (not drawn).
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

nonisolated extension View {
  /// Shows the images inside within `range` (`nil`: the default) (not drawn).
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
    inert("allowedDynamicRange")
  }
}

/// How a palette's items show that they are selected (`paletteSelectionEffect`).
public struct PaletteSelectionEffect: Equatable, Sendable {
  private let name: String

  /// The system's effect.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// No system effect: the app shows the selection itself.
  public static let custom = PaletteSelectionEffect(name: "custom")

  /// The symbol's `variant` when selected.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant \(variant)")
  }
}

/// Whether views open when something is dragged over them and held (`springLoadingBehavior`).
public struct SpringLoadingBehavior: Hashable, Sendable {
  private let name: String

  /// As each view chooses (a tab view opens, most views do not).
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Views open.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Views do not open.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}
