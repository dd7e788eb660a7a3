import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A stand-up tracker in the shape of Apple's Scrumdinger: an `ObservableObject` store whose
/// array the list binds into, a detail pushed by a link that pushes the running meeting, and an
/// edit sheet whose `EditButton` works without a navigation container.
@MainActor
final class StandupStore: ObservableObject {
  struct Standup: Identifiable, Equatable {
    let id: Int
    var title: String
    var attendees: [String]
    var minutes: Int
  }

  @Published var standups = [
    Standup(id: 1, title: "Design", attendees: ["Ana", "Ben"], minutes: 5),
    Standup(id: 2, title: "Platform", attendees: ["Cy"], minutes: 10),
  ]
}

struct StandupList: View {
  @StateObject private var store = StandupStore()

  var body: some View {
    NavigationStack {
      List($store.standups) { $standup in
        NavigationLink(destination: StandupDetail(standup: $standup)) {
          VStack(alignment: .leading) {
            Text(standup.title)
              .font(.headline)
            Label("^[\(standup.attendees.count) attendee](inflect: true)", systemImage: "person.3")
            Text("\(standup.minutes) min")
          }
        }
      }
      .navigationTitle("Stand-ups")
    }
  }
}

struct StandupDetail: View {
  @Binding var standup: StandupStore.Standup
  @State private var editing = false

  var body: some View {
    List {
      NavigationLink(destination: RunningStandup(standup: $standup)) {
        Label("Start Meeting", systemImage: "timer")
      }
      Section("Attendees") {
        ForEach(standup.attendees, id: \.self) { name in
          Text(name)
        }
      }
    }
    .navigationTitle(standup.title)
    .toolbar {
      Button("Edit") { editing = true }
    }
    .sheet(isPresented: $editing) {
      StandupEditor(standup: $standup)
    }
  }
}

/// Edits in a draft, like the Landmarks profile host: the edit mode comes from the sheet itself.
struct StandupEditor: View {
  @Binding var standup: StandupStore.Standup
  @Environment(\.editMode) private var editMode
  @Environment(\.dismiss) private var dismiss
  @State private var draft = StandupStore.Standup(id: 0, title: "", attendees: [], minutes: 5)

  var body: some View {
    VStack {
      HStack {
        if editMode?.wrappedValue == .active {
          Button("Cancel", role: .cancel) {
            draft = standup
            editMode?.wrappedValue = .inactive
          }
        }
        Spacer()
        EditButton()
      }
      if editMode?.wrappedValue == .active {
        TextField("Title", text: $draft.title)
        Stepper("\(draft.minutes) minutes", value: $draft.minutes, in: 1...60)
      } else {
        Text(standup.title)
        Button("Close") { dismiss() }
      }
    }
    .onAppear { draft = standup }
    .onChange(of: editMode?.wrappedValue) { _, mode in
      if mode == .inactive, draft != standup, !draft.title.isEmpty { standup = draft }
    }
  }
}

extension EnvironmentValues {
  /// The colour of the running meeting, declared with `@Entry` (iOS 18).
  @Entry var meetingAccent: Color = .orange
}

struct RunningStandup: View {
  @Binding var standup: StandupStore.Standup
  @State private var speaker = 0
  @Environment(\.meetingAccent) private var accent

  var body: some View {
    VStack {
      Text("\(standup.title): \(standup.attendees[speaker]) is speaking")
      Button("Next Speaker") {
        speaker = (speaker + 1) % standup.attendees.count
      }
      .accessibilityAction(named: "Skip") { speaker = (speaker + 1) % standup.attendees.count }
    }
    .background(Gradient(colors: [.yellow, accent]))
  }
}

#Preview("Stand-ups") {
  StandupList()
}

#Preview(traits: .sizeThatFitsLayout) {
  @Previewable @State var standup = StandupStore.Standup(
    id: 1, title: "Design", attendees: ["Ana"], minutes: 5)
  RunningStandup(standup: $standup)
}
