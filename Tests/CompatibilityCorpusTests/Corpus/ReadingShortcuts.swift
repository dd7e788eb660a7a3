import AppIntents
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A reading app's App Intents as iOS 17–18 apps write them: an entity with `@Property`s, a query
/// and an intent that take the app's store through `@Dependency` (registered at launch with
/// `AppDependencyManager`), a parameter that throws `needsValueError` when empty, a confirmation
/// before adding, dynamic options for a parameter, and a settings screen with `ShortcutsLink` and
/// a `SiriTipView`.

@MainActor
final class BookShelfStore: Sendable {
  var books: [ShelfBookEntity] = []
  func add(_ title: String) { books.append(ShelfBookEntity(id: UUID(), title: title, pages: 0)) }
}

struct ShelfBookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = ShelfBookQuery()
  var id: UUID
  @Property(title: "Title") var title: String
  @Property(title: "Pages") var pages: Int

  init(id: UUID, title: String, pages: Int) {
    self.id = id
    self.title = title
    self.pages = pages
  }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)", subtitle: "\(pages) pages")
  }
}

struct ShelfBookQuery: EntityQuery {
  @Dependency private var store: BookShelfStore

  @MainActor
  func entities(for identifiers: [UUID]) async throws -> [ShelfBookEntity] {
    store.books.filter { identifiers.contains($0.id) }
  }

  @MainActor
  func suggestedEntities() async throws -> [ShelfBookEntity] { store.books }
}

struct AddShelfBookIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Book"
  static let description = IntentDescription("Adds a book.")
  static let openAppWhenRun = false

  @Parameter(title: "Title") var title: String
  @Dependency private var store: BookShelfStore

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<ShelfBookEntity>
  {
    guard !title.isEmpty else { throw $title.needsValueError("What's the title?") }
    try await requestConfirmation(result: .result(dialog: "Add \(title)?"))
    store.add(title)
    guard let book = store.books.last else { throw ShelfError.missing }
    return .result(value: book, dialog: "Added \(title).")
  }

  enum ShelfError: Error, CustomLocalizedStringResourceConvertible {
    case missing
    var localizedStringResource: LocalizedStringResource { "Missing" }
  }
}

struct GenreOptions: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Fiction", "Poetry"] }
}

struct PickGenreIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Genre"
  @Parameter(title: "Genre", optionsProvider: GenreOptions()) var genre: String
  func perform() async throws -> some IntentResult { .result() }
}

struct ShortcutsSettings: View {
  var body: some View {
    VStack {
      ShortcutsLink()
      SiriTipView(intent: AddShelfBookIntent(), isVisible: .constant(true))
    }
  }
}

/// What the app does at launch: its store, registered for its intents.
@MainActor
func registerShelfDependencies(_ store: BookShelfStore) {
  AppDependencyManager.shared.add(dependency: store)
}
