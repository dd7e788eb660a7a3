#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// UIKit's colour, as SwiftUI view code on iOS uses it: `Color(.systemBackground)`,
  /// `Color(uiColor: .secondaryLabel)`, `UIColor(red:green:blue:alpha:)`. On iOS `import SwiftUI`
  /// brings it; here ViewProbe does (where there is no UIKit). A colour is its name and alpha,
  /// as ViewProbe's `Color` is: nothing is drawn.
  public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name (`systemBackground`, `rgb(1.0, 0.0, 0.0)`).
    public let description: String
    let alpha: Double
    /// Whether its components are known (an opaque system colour, or components the app gives), so
    /// that `alpha` says whether it hides what is beneath it; an asset catalog's colour is not.
    let isKnown: Bool

    init(name: String, alpha: Double = 1, isKnown: Bool = true) {
      description = name
      self.alpha = alpha
      self.isKnown = isKnown
    }

    /// Whether it is known to hide what is drawn beneath it (see `Color.isOpaque`).
    var isOpaque: Bool { isKnown && alpha >= 1 }

    /// A colour from RGB components and alpha (0…1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(name: "rgb(\(red), \(green), \(blue))", alpha: Double(alpha))
    }

    /// A grey from `white` and alpha (0…1).
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(name: "white(\(white))", alpha: Double(alpha))
    }

    /// A colour from hue, saturation, brightness and alpha (0…1).
    public convenience init(
      hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
    ) {
      self.init(name: "hsb(\(hue), \(saturation), \(brightness))", alpha: Double(alpha))
    }

    /// The colour named `name` in the app's asset catalog (every name is found: there is no
    /// catalog to look in).
    public convenience init?(named name: String) { self.init(name: name, isKnown: false) }

    /// A colour that adapts to the trait collection: the light-mode one is used.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
      let color = dynamicProvider(UITraitCollection())
      self.init(name: color.description, alpha: color.alpha, isKnown: color.isKnown)
    }

    /// This colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(name: description, alpha: Double(alpha), isKnown: isKnown)
    }

    /// Equal when name and alpha are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
      lhs.description == rhs.description && lhs.alpha == rhs.alpha
    }

    /// Hashes the name and alpha.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(description)
      hasher.combine(alpha)
    }
  }

  /// The traits a dynamic colour is resolved for (only the default, light ones here).
  public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle = .light
  }

  /// Light or dark appearance.
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
  }

  extension UIColor {
    /// A system colour; the translucent ones (secondary labels, separators, fills) let what is
    /// beneath show through, by an alpha of their own (not known here).
    private static func named(_ name: String) -> UIColor {
      UIColor(name: name, isKnown: !translucent.contains(name))
    }

    /// The system colours UIKit draws translucent, whatever alpha they are given.
    private static let translucent: Set<String> = [
      "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator",
      "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    ]

    /// The background of the window.
    public static var systemBackground: UIColor { named("systemBackground") }
    /// Content layered on the background.
    public static var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    /// Content layered on secondary content.
    public static var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    /// The background of a grouped interface (a grouped list, a form).
    public static var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    /// Content layered on a grouped background.
    public static var secondarySystemGroupedBackground: UIColor {
      named("secondarySystemGroupedBackground")
    }
    /// Content layered on secondary grouped content.
    public static var tertiarySystemGroupedBackground: UIColor {
      named("tertiarySystemGroupedBackground")
    }
    /// Primary text.
    public static var label: UIColor { named("label") }
    /// Secondary text.
    public static var secondaryLabel: UIColor { named("secondaryLabel") }
    /// Tertiary text.
    public static var tertiaryLabel: UIColor { named("tertiaryLabel") }
    /// Quaternary text.
    public static var quaternaryLabel: UIColor { named("quaternaryLabel") }
    /// Placeholder text.
    public static var placeholderText: UIColor { named("placeholderText") }
    /// Separators that let content show through.
    public static var separator: UIColor { named("separator") }
    /// Separators that hide content.
    public static var opaqueSeparator: UIColor { named("opaqueSeparator") }
    /// Links.
    public static var link: UIColor { named("link") }
    /// Fills for thin and small shapes.
    public static var systemFill: UIColor { named("systemFill") }
    /// Fills for medium shapes.
    public static var secondarySystemFill: UIColor { named("secondarySystemFill") }
    /// Fills for large shapes.
    public static var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
    /// Fills for large areas with complex content.
    public static var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
    /// The system's red.
    public static var systemRed: UIColor { named("systemRed") }
    /// The system's green.
    public static var systemGreen: UIColor { named("systemGreen") }
    /// The system's blue.
    public static var systemBlue: UIColor { named("systemBlue") }
    /// The system's orange.
    public static var systemOrange: UIColor { named("systemOrange") }
    /// The system's yellow.
    public static var systemYellow: UIColor { named("systemYellow") }
    /// The system's pink.
    public static var systemPink: UIColor { named("systemPink") }
    /// The system's purple.
    public static var systemPurple: UIColor { named("systemPurple") }
    /// The system's teal.
    public static var systemTeal: UIColor { named("systemTeal") }
    /// The system's indigo.
    public static var systemIndigo: UIColor { named("systemIndigo") }
    /// The system's brown.
    public static var systemBrown: UIColor { named("systemBrown") }
    /// The system's mint.
    public static var systemMint: UIColor { named("systemMint") }
    /// The system's cyan.
    public static var systemCyan: UIColor { named("systemCyan") }
    /// The system's grey.
    public static var systemGray: UIColor { named("systemGray") }
    /// A lighter system grey.
    public static var systemGray2: UIColor { named("systemGray2") }
    /// A lighter system grey.
    public static var systemGray3: UIColor { named("systemGray3") }
    /// A lighter system grey.
    public static var systemGray4: UIColor { named("systemGray4") }
    /// A lighter system grey.
    public static var systemGray5: UIColor { named("systemGray5") }
    /// The lightest system grey.
    public static var systemGray6: UIColor { named("systemGray6") }
    /// The app's tint.
    public static var tintColor: UIColor { named("tintColor") }
    /// Black.
    public static var black: UIColor { named("black") }
    /// White.
    public static var white: UIColor { named("white") }
    /// Clear: alpha 0.
    public static var clear: UIColor { UIColor(name: "clear", alpha: 0) }
    /// Red.
    public static var red: UIColor { named("red") }
    /// Green.
    public static var green: UIColor { named("green") }
    /// Blue.
    public static var blue: UIColor { named("blue") }
    /// Grey.
    public static var gray: UIColor { named("gray") }
    /// Dark grey.
    public static var darkGray: UIColor { named("darkGray") }
    /// Light grey.
    public static var lightGray: UIColor { named("lightGray") }
    /// Cyan.
    public static var cyan: UIColor { named("cyan") }
    /// Yellow.
    public static var yellow: UIColor { named("yellow") }
    /// Magenta.
    public static var magenta: UIColor { named("magenta") }
    /// Orange.
    public static var orange: UIColor { named("orange") }
    /// Purple.
    public static var purple: UIColor { named("purple") }
    /// Brown.
    public static var brown: UIColor { named("brown") }
  }

  extension Color {
    /// The SwiftUI colour of a UIKit colour: `Color(uiColor: .secondaryLabel)`.
    public init(uiColor: UIColor) {
      self.init(uiColor.description, opacity: uiColor.alpha, isOpaque: uiColor.isOpaque)
    }

    /// The SwiftUI colour of a UIKit colour: `Color(.systemGroupedBackground)`.
    public init(_ color: UIColor) { self.init(uiColor: color) }
  }

  extension UIColor {
    /// The UIKit colour of a SwiftUI colour.
    public convenience init(_ color: Color) {
      self.init(name: color.description, alpha: color.opacity, isKnown: color.isOpaque)
    }
  }
#endif
