import ViewProbe

/// One to-do; each is its own observable, so editing one updates only its readers.
@Observable
public final class TodoItem: Identifiable {
  /// Stable identity.
  public let id = UUID()
  /// What to do.
  public var title: String
  /// Whether it is done.
  public var isDone = false

  /// A to-do titled `title`.
  public init(title: String) { self.title = title }
}

/// The list of to-dos.
@Observable
public final class TodoStore {
  /// The to-dos, in order.
  public var items: [TodoItem] = []

  /// An empty store.
  public init() {}

  /// Appends a to-do.
  public func add(_ title: String) { items.append(TodoItem(title: title)) }

  /// Removes to-dos by offset.
  public func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
}

/// A list with an entry row and a navigation link per to-do (seed 003).
public struct TodoListView: View {
  @State private var store = TodoStore()
  @State private var draft = ""

  /// An empty list.
  public init() {}

  /// The entry row, then the to-dos.
  public var body: some View {
    NavigationStack {
      List {
        Section {
          HStack {
            TextField("New to-do", text: $draft)
            Button("Add") {
              guard !draft.isEmpty else { return }
              store.add(draft)
              draft = ""
            }
          }
        }
        Section {
          ForEach(store.items) { item in
            NavigationLink(item.title) { TodoDetail(item: item) }
          }
          .onDelete(perform: store.remove)
        }
      }
      .navigationTitle("To-Dos")
    }
  }
}

/// Edits one to-do in place through `@Bindable`.
public struct TodoDetail: View {
  @Bindable var item: TodoItem

  /// A detail editing `item`.
  public init(item: TodoItem) { self.item = item }

  /// A title field and a done toggle.
  public var body: some View {
    Form {
      TextField("Title", text: $item.title)
      Toggle("Done", isOn: $item.isDone)
    }
    .navigationTitle("Edit")
  }
}

/// A master list navigating by id to a detail (seed 003).
public struct TodoMasterDetail: View {
  @State private var store = TodoStore()

  /// A split view over a store that fills itself when it appears.
  public init() {}

  /// The list (with the destination for ids inside the split view), and the placeholder detail.
  public var body: some View {
    NavigationSplitView {
      List(store.items) { item in
        NavigationLink(item.title, value: item.id)
      }
      .navigationTitle("All")
      .navigationDestination(for: UUID.self) { id in
        if let item = store.items.first(where: { $0.id == id }) {
          TodoDetail(item: item)
        }
      }
    } detail: {
      Text("Select an item")
        .foregroundStyle(.secondary)
    }
    .task { store.items = [TodoItem(title: "Read"), TodoItem(title: "Walk")] }
  }
}
