import ViewProbe

/// Names with a query and a sort order; the visible list is derived (seed 003).
@Observable
public final class PeopleDirectory {
  /// Every name.
  public var names: [String] = []
  /// The search text.
  public var query = ""
  /// Sort A→Z when true.
  public var ascending = true

  /// An empty directory.
  public init() {}

  /// The names matching the query, sorted.
  public var visible: [String] {
    let matching =
      query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
    let sorted = matching.sorted()
    return ascending ? sorted : sorted.reversed()
  }
}

/// A search field, a sort picker and the derived list.
public struct PeopleSearchView: View {
  @State private var directory = PeopleDirectory()

  /// A directory that fills itself when it appears.
  public init() {}

  /// The field, the picker and one row per visible name.
  public var body: some View {
    @Bindable var directory = directory
    VStack {
      TextField("Search", text: $directory.query)
        .textFieldStyle(.roundedBorder)
      Picker("Sort", selection: $directory.ascending) {
        Text("A→Z").tag(true)
        Text("Z→A").tag(false)
      }
      .pickerStyle(.segmented)
      List(directory.visible, id: \.self, rowContent: Text.init)
    }
    .padding()
    .task { directory.names = ["Seo", "Ahn", "Kang", "Yoon", "Lim"] }
  }
}
