import ViewProbe

/// Notes that can be encoded whole.
@Observable
public final class NoteBook: Codable {
  /// The notes, in order.
  public var notes: [String] = []

  /// An empty note book.
  public init() {}

  enum CodingKeys: String, CodingKey { case notes }

  /// Decodes the notes.
  public required init(from decoder: any Decoder) throws {
    notes = try decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .notes)
  }

  /// Encodes the notes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(notes, forKey: .notes)
  }
}

/// Notes saved to and loaded from `@AppStorage` as JSON (seed 003).
public struct NotesScreen: View {
  @AppStorage("notes.json") private var saved = Data()
  @State private var book = NoteBook()
  @State private var draft = ""

  /// An empty screen.
  public init() {}

  /// The entry row, the notes, and save / load buttons.
  public var body: some View {
    VStack(spacing: 12) {
      HStack {
        TextField("New note", text: $draft)
        Button("Add") {
          guard !draft.isEmpty else { return }
          book.notes.append(draft)
          draft = ""
        }
      }
      List(book.notes, id: \.self, rowContent: Text.init)
      Button("Save") { saved = (try? JSONEncoder().encode(book)) ?? Data() }
      Button("Load") {
        if let loaded = try? JSONDecoder().decode(NoteBook.self, from: saved) { book = loaded }
      }
      Button("Clear") { book = NoteBook() }
    }
  }
}
