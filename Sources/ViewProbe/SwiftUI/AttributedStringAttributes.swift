// SwiftUI's attributes of an `AttributedString` — `text[range].foregroundColor = .red`,
// `.font = .headline` — so that code styling rich text compiles. The attributes are kept on the
// string; a `Text` of it shows its characters (nothing is drawn, so the styles change nothing
// a test can read).
import Foundation

extension AttributeScopes {
  /// SwiftUI's attributes.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// The attributes SwiftUI draws text with.
  public struct SwiftUIAttributes: AttributeScope {
    /// The text's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// The text's font.
    public let font: FontAttribute
    /// A line through the text.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// A line under the text.
    public let underlineStyle: UnderlineStyleAttribute
    /// Spacing between characters.
    public let kern: KerningAttribute
    /// Tracking between characters.
    public let tracking: TrackingAttribute
    /// Raised or lowered from the baseline.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes (a link …).
    public let foundation: FoundationAttributes
  }
}

extension AttributeScopes.SwiftUIAttributes {
  /// The text's colour.
  public enum ForegroundColorAttribute: AttributedStringKey {
    /// A colour.
    public typealias Value = Color
    /// The attribute's name.
    public static let name = "SwiftUI.ForegroundColor"
  }

  /// The colour behind the text.
  public enum BackgroundColorAttribute: AttributedStringKey {
    /// A colour.
    public typealias Value = Color
    /// The attribute's name.
    public static let name = "SwiftUI.BackgroundColor"
  }

  /// The text's font.
  public enum FontAttribute: AttributedStringKey {
    /// A font.
    public typealias Value = Font
    /// The attribute's name.
    public static let name = "SwiftUI.Font"
  }

  /// A line through the text.
  public enum StrikethroughStyleAttribute: AttributedStringKey {
    /// A line style.
    public typealias Value = Text.LineStyle
    /// The attribute's name.
    public static let name = "SwiftUI.StrikethroughStyle"
  }

  /// A line under the text.
  public enum UnderlineStyleAttribute: AttributedStringKey {
    /// A line style.
    public typealias Value = Text.LineStyle
    /// The attribute's name.
    public static let name = "SwiftUI.UnderlineStyle"
  }

  /// Spacing between characters.
  public enum KerningAttribute: AttributedStringKey {
    /// Points.
    public typealias Value = CGFloat
    /// The attribute's name.
    public static let name = "SwiftUI.Kern"
  }

  /// Tracking between characters.
  public enum TrackingAttribute: AttributedStringKey {
    /// Points.
    public typealias Value = CGFloat
    /// The attribute's name.
    public static let name = "SwiftUI.Tracking"
  }

  /// Raised or lowered from the baseline.
  public enum BaselineOffsetAttribute: AttributedStringKey {
    /// Points.
    public typealias Value = CGFloat
    /// The attribute's name.
    public static let name = "SwiftUI.BaselineOffset"
  }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name: `text[range].foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
