// Foundation API that app code reaches through `import SwiftUI` on Apple platforms and that Linux's
// Foundation lacks: the user's directories as `URL` statics and `ListFormatter`. Declared only
// where Foundation does not have them, with Foundation's names, so app files compile unchanged.
#if !canImport(Darwin)
  extension URL {
    /// The directory `directory` names in the user's domain (Foundation's search path), or the
    /// conventional folder of that name in the home directory when the system has none.
    private static func userDirectory(
      _ directory: FileManager.SearchPathDirectory, named name: String
    ) -> URL {
      FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(name, isDirectory: true)
    }

    /// The current user's documents directory.
    public static var documentsDirectory: URL {
      userDirectory(.documentDirectory, named: "Documents")
    }

    /// The current user's application support directory.
    public static var applicationSupportDirectory: URL {
      userDirectory(.applicationSupportDirectory, named: "Library/Application Support")
    }

    /// The current user's caches directory.
    public static var cachesDirectory: URL {
      userDirectory(.cachesDirectory, named: "Library/Caches")
    }

    /// The current user's library directory.
    public static var libraryDirectory: URL { userDirectory(.libraryDirectory, named: "Library") }

    /// The current user's downloads directory.
    public static var downloadsDirectory: URL {
      userDirectory(.downloadsDirectory, named: "Downloads")
    }

    /// The current user's desktop directory.
    public static var desktopDirectory: URL { userDirectory(.desktopDirectory, named: "Desktop") }

    /// The current user's movies directory.
    public static var moviesDirectory: URL { userDirectory(.moviesDirectory, named: "Movies") }

    /// The current user's music directory.
    public static var musicDirectory: URL { userDirectory(.musicDirectory, named: "Music") }

    /// The current user's pictures directory.
    public static var picturesDirectory: URL {
      userDirectory(.picturesDirectory, named: "Pictures")
    }
  }

  /// A formatter that joins items into a list with the locale's separators and conjunction
  /// ("Apples, pears, and plums"): Foundation's `ListFormatter`, whose joining Linux's Foundation
  /// offers only as the `.list(type:)` format style, which this uses.
  public final class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale whose list pattern joins the items (`Locale.current` unless set).
    public var locale: Locale! = .current

    /// The formatter that turns each item into a string; without one, items are described.
    public var itemFormatter: Formatter?

    /// A list formatter for the current locale.
    public override init() { super.init() }

    /// Decoding a list formatter is not supported on Linux.
    public required init?(coder: NSCoder) { nil }

    /// `strings` joined as a list in the current locale.
    public static func localizedString(byJoining strings: [String]) -> String {
      strings.formatted(.list(type: .and))
    }

    /// `items` joined as a list, each formatted by `itemFormatter` (or described); `nil` when the
    /// item formatter cannot format one of them.
    public func string(from items: [Any]) -> String? {
      var parts: [String] = []
      for item in items {
        if let itemFormatter {
          guard let part = itemFormatter.string(for: item) else { return nil }
          parts.append(part)
        } else {
          parts.append(String(describing: item))
        }
      }
      return parts.formatted(.list(type: .and).locale(locale ?? .current))
    }

    /// The list for `obj` when it is an array; `nil` otherwise.
    public override func string(for obj: Any?) -> String? {
      (obj as? [Any]).flatMap { string(from: $0) }
    }
  }

  extension String.StandardComparator {
    /// Finder-like ordering (Foundation's default for sortable table columns). Linux's Foundation
    /// has no localized comparison: this one compares lexically.
    public static let localizedStandard = String.StandardComparator.lexical

    /// Locale-aware ordering; lexical on Linux, as `localizedStandard`.
    public static let localized = String.StandardComparator.lexical
  }
#endif
