import HostKit

/// Today's water: "+" in the navigation bar adds a glass and the water in the glass rises; a tap
/// on the glass switches between glasses and millilitres; "Start New Day" asks before it empties
/// the glass.
public final class TodayViewController: ViewController {
    @Outlet var amountLabel: Label
    @Outlet var glassView: View
    @Outlet var goalLabel: Label
    @Outlet var newDayButton: Button

    /// The water in the glass, made here rather than in the storyboard: its height constraint is
    /// replaced at each change, since a constraint's multiplier cannot change.
    let waterView = View()
    private var waterHeight: LayoutConstraint?

    /// How long the water takes to rise or drain, and the goal message to fade in.
    static let fillDuration = 0.4
    static let fadeDuration = 0.25

    var intake = DailyIntake() {
        didSet { if isViewLoaded, intake != oldValue { showIntake(animated: true) } }
    }
    var unit = DailyIntake.Unit.glasses {
        didSet { if isViewLoaded { amountLabel.text = intake.amount(in: unit) } }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let addItem = BarButtonItem(barButtonSystemItem: .add, target: self, action: "addGlass")
        addItem.accessibilityIdentifier = "addGlass"
        navigationItem.rightBarButtonItem = addItem

        waterView.accessibilityIdentifier = "water"
        waterView.backgroundColor = Color(red: 0.35, green: 0.65, blue: 0.95, alpha: 1)
        waterView.isUserInteractionEnabled = false
        waterView.translatesAutoresizingMaskIntoConstraints = false
        glassView.addSubview(waterView)
        LayoutConstraint.activate([
            waterView.leadingAnchor.constraint(equalTo: glassView.leadingAnchor),
            waterView.trailingAnchor.constraint(equalTo: glassView.trailingAnchor),
            waterView.bottomAnchor.constraint(equalTo: glassView.bottomAnchor),
        ])
        showIntake(animated: false)
    }

    // MARK: Actions

    /// The "+" bar button item's action.
    @IBAction func addGlass(_ sender: BarButtonItem) {
        intake.glasses += 1
    }

    /// The glass's tap gesture, declared in the storyboard.
    @IBAction func switchUnit(_ sender: TapGestureRecognizer) {
        unit = unit.other
    }

    /// "Start New Day": emptying the glass cannot be undone, so the user confirms it.
    @IBAction func startNewDay(_ sender: Button) {
        let alert = AlertController(title: "Start a new day?",
                                    message: "The \(intake.drunk(in: unit)) you drank today will be cleared.",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Start New Day", style: .destructive) { [weak self] _ in
            self?.intake.glasses = 0
        })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    // MARK: Showing the day

    /// Puts the amount on screen and moves the water to it, over ``fillDuration`` when
    /// `animated`; the goal message fades in once the water has risen to the goal.
    private func showIntake(animated: Bool) {
        amountLabel.text = intake.amount(in: unit)
        newDayButton.isEnabled = intake.glasses > 0
        waterHeight?.isActive = false
        let height = waterView.heightAnchor.constraint(equalTo: glassView.heightAnchor, multiplier: intake.fractionOfGoal)
        height.identifier = "water-height"
        height.isActive = true
        waterHeight = height
        if !intake.hasReachedGoal { goalLabel.alpha = 0 }
        guard animated else {
            goalLabel.alpha = intake.hasReachedGoal ? 1 : 0
            return
        }
        View.animate(withDuration: Self.fillDuration, delay: 0, options: [.curveEaseOut], animations: {
            self.view.layoutIfNeeded()
        }, completion: { _ in
            self.waterDidSettle()
        })
    }

    private func waterDidSettle() {
        guard intake.hasReachedGoal, goalLabel.alpha < 1 else { return }
        View.animate(withDuration: Self.fadeDuration) {
            self.goalLabel.alpha = 1
        }
    }
}
