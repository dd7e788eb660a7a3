import Testing
import ViewProbe
import ViewProbeFixtures

/// The seeds' example views (written anew in ViewProbeFixtures) render and behave.
@MainActor
@Suite("Seed views render and behave", .viewProbe)
struct SeedViewsTests {
  @Test("BrewLog card: slider, stepper and toggle drive the card's state")
  func brewPreferences() throws {
    let harness = ParentHarness { BrewPreferencesCard() }
    #expect(harness.texts.contains("Strength: 5 (Balanced)"))
    try harness.find(slider: "Strength").setValue(8.6)
    #expect(harness.texts.contains("Strength: 9 (Bold)"))
    let cups = try harness.find(stepper: "Daily cups: 2")
    for _ in 0..<6 { cups.increment() }
    #expect(harness.texts.contains("Daily cups: 8"))
    let milk = try harness.find(toggle: "Show milk-based drinks")
    milk.toggle()
    #expect(milk.isOn)
  }

  @Test("BrewLog counter: the buttons write the parent's count through a binding")
  func brewCounter() throws {
    let harness = ParentHarness { BrewCounter() }
    try harness.find(button: "+").tap()
    try harness.find(button: "+").tap()
    try harness.find(button: "−").tap()
    #expect(harness.texts.first == "1")
  }

  @Test("Profile card: the .task fills the profile; settle() waits for it")
  func profileCard() async {
    let harness = ParentHarness { ProfileCard() }
    #expect(harness.texts == ["", "Age 0"])
    await harness.settle()
    #expect(harness.texts == ["Mina Park", "Age 31"])
  }

  @Test("Preferences form: a local @Bindable edits the owned model")
  func preferencesForm() throws {
    let harness = ParentHarness { PreferencesForm() }
    try harness.find(textField: "Username").setInput("mina")
    try harness.find(toggle: "Notifications").tap()
    let preferences = harness.installedStore() as? AppPreferences
    #expect(preferences?.username == "mina")
    #expect(preferences?.sendNotifications == false)
  }

  @Test("Sign-up form: the button is disabled until the derived validity holds")
  func signUpForm() throws {
    let harness = ParentHarness { SignUpForm() }
    let create = try harness.find(button: "Create Account")
    #expect(!create.isEnabled)
    let reports = capturedReports { create.tap() }
    #expect(
      reports.count == 1
        && reports[0].hasPrefix(
          "tap() on the Button \"Create Account\" found it disabled by .disabled(true) on "
            + "SignUpForm › Form › Button"),
      "\(reports)")
    try harness.find(textField: "Email").setInput("mina@example.com")
    try harness.find(secureField: "Password (8+)").setInput("12345678")
    #expect(create.isEnabled)
    create.tap()
    #expect(harness.texts.contains("Welcome, mina@example.com"))
  }

  @Test("To-do list: add rows, open one, edit it in place")
  func todoList() throws {
    let harness = ParentHarness { TodoListView() }
    let field = try harness.find(textField: "New to-do")
    field.setInput("Buy milk")
    try harness.find(button: "Add").tap()
    #expect(field.text == "")
    try harness.find(navigationLink: "Buy milk").tap()
    try harness.find(textField: "Title").setInput("Buy oat milk")
    #expect(harness.findAll(label: "Buy oat milk").count == 1)
  }

  @Test("Master-detail: a value link pushes the destination declared for its type")
  func masterDetail() async throws {
    let harness = ParentHarness { TodoMasterDetail() }
    await harness.settle()
    try harness.find(navigationLink: "Walk").tap()
    #expect(try harness.find(textField: "Title").text == "Walk")
    #expect(harness.warnings.isEmpty)
  }

  @Test("People search: the picker and the field drive the derived list")
  func peopleSearch() async throws {
    let harness = ParentHarness { PeopleSearchView() }
    await harness.settle()
    #expect(Array(harness.texts.suffix(5)) == ["Ahn", "Kang", "Lim", "Seo", "Yoon"])
    try harness.find(picker: "Sort").select(false)
    #expect(Array(harness.texts.suffix(5)) == ["Yoon", "Seo", "Lim", "Kang", "Ahn"])
    try harness.find(textField: "Search").setInput("n")
    #expect(Array(harness.texts.suffix(3)) == ["Yoon", "Kang", "Ahn"])
  }

  @Test("Notes: save to @AppStorage, clear, load back")
  func notes() throws {
    let harness = ParentHarness { NotesScreen() }
    try harness.find(textField: "New note").setInput("first")
    try harness.find(button: "Add").tap()
    try harness.find(button: "Save").tap()
    try harness.find(button: "Clear").tap()
    #expect(!harness.texts.contains("first"))
    try harness.find(button: "Load").tap()
    #expect(harness.texts.contains("first"))
  }

  @Test("Habit tracker: swipe actions, toolbar toggles and search filter the list")
  func habitTracker() throws {
    let store = HabitStore()
    store.add(title: "Read", createdAt: Date(timeIntervalSince1970: 100))
    store.add(title: "Run", createdAt: Date(timeIntervalSince1970: 200))
    let harness = ParentHarness { HabitListView(store: store) }
    #expect(
      harness.findAll(NavigationLink<Text, HabitDetailView>.self).map(\.texts) == [
        ["Run"], ["Read"],
      ])
    try harness.find(button: "Done Run").tap()
    #expect(store.habits[1].isComplete)
    try harness.find(toggle: "Show Completed").tap()
    #expect(harness.findAll(label: "Run").isEmpty)
    try harness.find(toggle: "Show Completed").tap()
    try harness.find(textField: "Search").setInput("rea")
    #expect(harness.findAll(NavigationLink<Text, HabitDetailView>.self).map(\.texts) == [["Read"]])
  }
}
