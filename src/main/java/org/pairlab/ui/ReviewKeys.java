package org.pairlab.ui;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The review keyboard. A key decides or moves only while the grid or the sample view has the focus (never a text
 * field, spinner or editable combo box, wherever it is) and, for a decision, with no modifier held; a key held down
 * decides once, not once per auto-repeat. The shortcuts sheet is made from {@link #SHEET}, so it cannot drift.
 */
final class ReviewKeys {
    /** What a keystroke asks of the review. */
    enum Command {
        ACCEPT, REJECT, UNDO, NEXT_UNDECIDED, LEFT, RIGHT, UP, DOWN, PAGE_UP, PAGE_DOWN, HOME, END, SELECT_ALL;

        /** True for the commands that record or undo a decision (one per keystroke). */
        boolean decides() {
            return this == ACCEPT || this == REJECT || this == UNDO;
        }
    }

    /** Where the focus is, as far as the review keys care. */
    enum FocusArea { GRID, SAMPLE_VIEW, ELSEWHERE }

    /** One row of the keyboard-shortcuts sheet. */
    record Shortcut(String keys, String action) {
    }

    /** Every shortcut of the main window, in the order the sheet lists them. */
    static final List<Shortcut> SHEET = List.of(
            new Shortcut("A", "Accept the selected item (or, after asking, every selected item)"),
            new Shortcut("R", "Reject the selected item (or, after asking, every selected item)"),
            new Shortcut("U", "Undo the last decision (a bulk decision is undone as one step)"),
            new Shortcut("N", "Next undecided item"),
            new Shortcut("← / →", "Previous / next item"),
            new Shortcut("↑ / ↓", "Item above / below in the grid"),
            new Shortcut("Page Up / Page Down", "One screen of the grid up / down"),
            new Shortcut("Home / End", "First / last item"),
            new Shortcut("Shift + arrows, Home, End", "Extend the selection"),
            new Shortcut("Shift + click / Ctrl + click", "Select a range / add or remove one item"),
            new Shortcut("Ctrl + A", "Select all items in view (grid focused)"),
            new Shortcut("Review keys", "Act only when the grid or the Sample tab has the focus: click a thumbnail "
                    + "first. Typing in a field (search, Augment parameters) never decides."));

    private final Set<KeyCode> held = EnumSet.noneOf(KeyCode.class);

    /**
     * The command a key press asks for, or empty when it must not touch the review: the wrong focus, a modifier on a
     * decision key, or a key the review does not use.
     */
    static Optional<Command> commandFor(KeyEvent e, FocusArea area) {
        if (area == FocusArea.ELSEWHERE || e.isAltDown() || e.isMetaDown()) {
            return Optional.empty();
        }
        boolean ctrl = e.isControlDown() || e.isShortcutDown();
        if (ctrl) {
            return e.getCode() == KeyCode.A && area == FocusArea.GRID && !e.isShiftDown()
                    ? Optional.of(Command.SELECT_ALL) : Optional.empty();
        }
        Optional<Command> navigation = switch (e.getCode()) {
            case LEFT, KP_LEFT -> Optional.of(Command.LEFT);
            case RIGHT, KP_RIGHT -> Optional.of(Command.RIGHT);
            case UP, KP_UP -> Optional.of(Command.UP);
            case DOWN, KP_DOWN -> Optional.of(Command.DOWN);
            case PAGE_UP -> Optional.of(Command.PAGE_UP);
            case PAGE_DOWN -> Optional.of(Command.PAGE_DOWN);
            case HOME -> Optional.of(Command.HOME);
            case END -> Optional.of(Command.END);
            default -> Optional.empty();
        };
        if (navigation.isPresent() || e.isShiftDown()) {
            // Shift extends a move; Shift with a letter is not a decision.
            return navigation;
        }
        return switch (e.getCode()) {
            case A -> Optional.of(Command.ACCEPT);
            case R -> Optional.of(Command.REJECT);
            case U -> Optional.of(Command.UNDO);
            case N -> Optional.of(Command.NEXT_UNDECIDED);
            default -> Optional.empty();
        };
    }

    /** Where the focus owner sits: text input anywhere counts as elsewhere, so typing never reviews. */
    static FocusArea areaOf(Node focusOwner, Node grid, Node sampleView) {
        for (Node n = focusOwner; n != null; n = n.getParent()) {
            if (n instanceof TextInputControl || n instanceof Spinner<?>
                    || (n instanceof ComboBoxBase<?> c && c.isEditable())) {
                return FocusArea.ELSEWHERE;
            }
            if (n == grid) {
                return FocusArea.GRID;
            }
            if (n == sampleView) {
                return FocusArea.SAMPLE_VIEW;
            }
        }
        return FocusArea.ELSEWHERE;
    }

    /**
     * Handles a KEY_PRESSED: returns the command to run, consuming the event; a decision key that is still held from
     * its last press (auto-repeat) is consumed and yields nothing.
     */
    Optional<Command> pressed(KeyEvent e, FocusArea area) {
        Optional<Command> c = commandFor(e, area);
        if (c.isEmpty()) {
            return c;
        }
        e.consume();
        if (c.get().decides() && !held.add(e.getCode())) {
            return Optional.empty();
        }
        return c;
    }

    /** Handles a KEY_RELEASED: the key may decide again. */
    void released(KeyEvent e) {
        held.remove(e.getCode());
    }

    /** Forgets held keys (the window lost focus, so their release may never arrive). */
    void reset() {
        held.clear();
    }
}
