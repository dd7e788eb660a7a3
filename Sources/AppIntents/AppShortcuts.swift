import Foundation
import ViewProbe

/// The phrases that run an app's intents from Siri and Spotlight (kept: no one speaks here).
public protocol AppShortcutsProvider {
  /// The shortcuts.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The shortcuts' tile colour.
  static var shortcutTileColor: ShortcutTileColor { get }
  /// Re-reads the shortcuts' parameters.
  static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
  /// Navy.
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  /// Does nothing.
  public static func updateAppShortcutParameters() {}
}

/// A tile colour in Shortcuts.
public enum ShortcutTileColor: Sendable {
  /// Blue.
  case blue
  /// Grape.
  case grape
  /// Greyish blue.
  case grayBlue
  /// Greyish brown.
  case grayBrown
  /// Greyish green.
  case grayGreen
  /// Light blue.
  case lightBlue
  /// Lime.
  case lime
  /// Navy.
  case navy
  /// Orange.
  case orange
  /// Pink.
  case pink
  /// Purple.
  case purple
  /// Red.
  case red
  /// Tangerine.
  case tangerine
  /// Teal.
  case teal
  /// Yellow.
  case yellow
}

/// An intent with the phrases that run it.
public struct AppShortcut: Sendable {
  /// The intent's title.
  public let title: String
  /// The phrases, with the app's name in them.
  public let phrases: [String]

  /// A shortcut running `intent` when the user says one of `phrases`.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    title = String(localized: Intent.title)
    self.phrases = phrases.map(\.text)
  }
}

/// What a phrase can say besides words.
public enum AppShortcutPhraseToken: Sendable {
  /// The app's name.
  case applicationName
}

/// A phrase that runs an intent: words, the app's name, a parameter.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  let text: String

  /// A phrase of `value`.
  public init(stringLiteral value: String) { text = value }
  /// A phrase with the app's name or parameters in it.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The parts of a phrase.
  public typealias StringInterpolation = IntentTextInterpolation<Intent>
}

/// Builds an app's shortcuts.
@resultBuilder public enum AppShortcutsBuilder {
  /// One shortcut.
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  /// The shortcuts of each statement, in order.
  public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] {
    parts.flatMap { $0 }
  }
  /// The shortcuts of an `if #available(…)` block.
  public static func buildLimitedAvailability(_ shortcuts: [AppShortcut]) -> [AppShortcut] {
    shortcuts
  }
  /// The shortcuts of an `if` block, when its condition holds.
  public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] {
    shortcuts ?? []
  }
}
