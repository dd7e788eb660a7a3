import ViewProbe

/// One habit (seed 003's mini-app).
@Observable
public final class Habit: Identifiable {
  /// Stable identity.
  public let id: UUID
  /// The habit.
  public var title: String
  /// Free notes.
  public var notes = ""
  /// Done today.
  public var isComplete = false
  /// When it was added.
  public let createdAt: Date

  /// A habit titled `title`, created at `createdAt`.
  public init(title: String, createdAt: Date = .now) {
    self.id = UUID()
    self.title = title
    self.createdAt = createdAt
  }
}

/// Habits with search, a completed filter and a sort order; the visible list is derived.
@Observable
public final class HabitStore {
  /// Every habit.
  public var habits: [Habit] = []
  /// Search text.
  public var search = ""
  /// Whether completed habits are shown.
  public var showCompleted = true
  /// Newest first when true.
  public var newestFirst = true

  /// An empty store.
  public init() {}

  /// The habits to show.
  public var visible: [Habit] {
    var list = habits.filter { showCompleted || !$0.isComplete }
    if !search.isEmpty { list = list.filter { $0.title.localizedCaseInsensitiveContains(search) } }
    return list.sorted { newestFirst ? $0.createdAt > $1.createdAt : $0.createdAt < $1.createdAt }
  }

  /// Adds a habit.
  public func add(title: String, createdAt: Date = .now) {
    habits.append(Habit(title: title, createdAt: createdAt))
  }

  /// Removes habits by offset in `habits`.
  public func remove(at offsets: IndexSet) { habits.remove(atOffsets: offsets) }

  /// Flips a habit's completion.
  public func toggle(_ habit: Habit) { habit.isComplete.toggle() }
}

/// The habit list: entry row, rows with swipe actions, search, and toolbar toggles.
public struct HabitListView: View {
  @State private var store: HabitStore
  @State private var draft = ""

  /// A list over `store` (a new empty store by default).
  public init(store: HabitStore = HabitStore()) {
    _store = State(initialValue: store)
  }

  /// The list, its search field and its toolbar.
  public var body: some View {
    @Bindable var store = store
    NavigationStack {
      List {
        Section {
          HStack {
            TextField("New habit", text: $draft)
            Button("Add") {
              guard !draft.isEmpty else { return }
              store.add(title: draft)
              draft = ""
            }
          }
        }
        Section {
          ForEach(store.visible) { habit in
            NavigationLink(habit.title) { HabitDetailView(habit: habit) }
              .swipeActions {
                Button {
                  store.toggle(habit)
                } label: {
                  Text(habit.isComplete ? "Undo \(habit.title)" : "Done \(habit.title)")
                }
                .tint(.green)
              }
          }
          .onDelete(perform: store.remove)
        }
      }
      .searchable(text: $store.search)
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          Toggle("Show Completed", isOn: $store.showCompleted)
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Toggle("Newest First", isOn: $store.newestFirst)
        }
      }
      .navigationTitle("Habits")
    }
  }
}

/// Edits one habit through `@Bindable`.
public struct HabitDetailView: View {
  @Bindable var habit: Habit

  /// A detail editing `habit`.
  public init(habit: Habit) { self.habit = habit }

  /// Title, notes, completion and creation date.
  public var body: some View {
    Form {
      TextField("Title", text: $habit.title)
      TextField("Notes", text: $habit.notes, axis: .vertical)
        .lineLimit(3...6)
      Toggle("Completed", isOn: $habit.isComplete)
      LabeledContent("Created") { Text(habit.createdAt.formatted(date: .numeric, time: .omitted)) }
    }
    .navigationTitle("Edit")
  }
}
