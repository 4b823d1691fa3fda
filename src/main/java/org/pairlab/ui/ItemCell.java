package org.pairlab.ui;

import java.util.concurrent.Future;
import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;
import org.controlsfx.control.GridCell;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.project.ItemKind;
import org.pairlab.project.ItemRef;
import org.pairlab.project.ReviewStatus;

/** One grid tile: the thumbnail, loaded off the FX thread, with a review-status badge. */
final class ItemCell extends GridCell<ItemRef> {
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    /** The item the sample view shows (of several selected, the one clicked or moved to last). */
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");
    private final MainViewModel vm;
    private final ThumbnailCache thumbs;
    private final ImageView view = new ImageView();
    private final Label badge = new Label();
    private final Label caption = new Label();
    private final Label card = new Label();
    /** On a text card of a synthesis: the completer that wrote it ("phrase", or a fallback such as "loose-swap"). */
    private final Label completer = new Label();
    private final StackPane box = new StackPane(view, card, badge, completer, caption);
    private final InvalidationListener restyle = o -> restyle();
    private final OpenTimeline timeline;
    /** Told (on the FX thread) when a tile asks for a thumbnail and when it got it, or its text card. */
    private final FirstScreen firstScreen;
    private Future<?> pending;
    /** The item whose text card this tile shows, so a relayout of the same item keeps it. */
    private ItemRef carded;

    ItemCell(MainViewModel vm, ThumbnailCache thumbs, OpenTimeline timeline, FirstScreen firstScreen) {
        this.vm = vm;
        this.thumbs = thumbs;
        this.timeline = timeline;
        this.firstScreen = firstScreen;
        getStyleClass().add("item-cell");
        view.setFitWidth(ThumbnailCache.SIZE);
        view.setFitHeight(ThumbnailCache.SIZE);
        view.setPreserveRatio(true);
        StackPane.setAlignment(badge, Pos.TOP_RIGHT);
        StackPane.setAlignment(caption, Pos.BOTTOM_LEFT);
        badge.getStyleClass().add("badge");
        // Captions without an image show as a text card in the tile.
        card.getStyleClass().add("text-card");
        card.setWrapText(true);
        card.setMaxSize(ThumbnailCache.SIZE - 8, ThumbnailCache.SIZE - 24);
        card.setVisible(false);
        StackPane.setAlignment(completer, Pos.BOTTOM_RIGHT);
        completer.getStyleClass().add("completer-badge");
        completer.setVisible(false);
        caption.getStyleClass().add("cell-caption");
        vm.selectedProperty().addListener(new WeakInvalidationListener(restyle));
        vm.statusVersionProperty().addListener(new WeakInvalidationListener(restyle));
        vm.selectedItems().addListener(new WeakInvalidationListener(restyle));
        setOnMouseClicked(e -> {
            if (getItem() != null) {
                int index = vm.items().indexOf(getItem());
                if (e.isShortcutDown() || e.isControlDown()) {
                    vm.toggle(index);
                } else if (e.isShiftDown()) {
                    vm.extendTo(index);
                } else {
                    vm.select(index);
                }
                // The grid, not this (recycled) cell, holds the focus, so the review keys keep working while scrolling.
                if (getGridView() != null) {
                    getGridView().requestFocus();
                }
            }
        });
    }

    @Override
    protected void updateItem(ItemRef item, boolean empty) {
        super.updateItem(item, empty);
        if (pending != null) {
            // The cell was recycled for another item: drop the stale request if it has not started (no interrupt:
            // an interrupted thread can break native library loading and file channels mid-write). Not told to the
            // FirstScreen: this runs inside a layout pass, where an empty queue does not mean the screen is done.
            pending.cancel(false);
            pending = null;
        }
        if (empty || item == null) {
            // Not forgetting the card: the grid's rows empty each cell (index -1) before giving it its item again.
            setGraphic(null);
            setText(null);
            return;
        }
        if (item.equals(carded)) {
            // The grid's rows update every cell on each layout pass (empty, then its item again), and a card's new text
            // asks for one: hiding the card and asking again here hid it at each pass, so text cards never showed.
            setGraphic(box);
            restyle();
            return;
        }
        carded = null;
        setGraphic(box);
        caption.setText((item.kind() == ItemKind.CANDIDATE ? "cand " : "#") + item.id());
        view.setImage(thumbs.cached(item));
        card.setVisible(false);
        completer.setVisible(false);
        if (view.getImage() == null) {
            firstScreen.tileAsked();
            pending = thumbs.requestCard(item, img -> {
                if (item.equals(getItem())) {
                    view.setImage(img);
                    if (img != null) {
                        timeline.thumbnailShown(getScene());
                    }
                }
                firstScreen.tileSettled();
            }, text -> {
                if (item.equals(getItem())) {
                    view.setImage(null);
                    card.setText(text.text());
                    card.setVisible(true);
                    carded = item;
                    completer.setText(text.completer() == null ? "" : text.completer());
                    completer.getStyleClass().removeIf(c -> c.startsWith("completer-"));
                    completer.getStyleClass().add("completer-badge");
                    if (text.completer() != null) {
                        // Fallback completers get their own colour, so they stand out in a grid of phrase captions.
                        completer.getStyleClass().add(CompleterFilter.badgeStyle(text.completer()));
                    }
                    completer.setVisible(text.completer() != null);
                }
                firstScreen.tileSettled();
            });
        }
        restyle();
    }

    private void restyle() {
        ItemRef item = getItem();
        pseudoClassStateChanged(SELECTED, item != null && vm.isSelected(item));
        pseudoClassStateChanged(CURRENT, item != null && item.equals(vm.selectedProperty().get()));
        if (item == null) {
            return;
        }
        ReviewStatus s = vm.statusOf(item);
        badge.getStyleClass().removeAll("accepted", "rejected");
        switch (s) {
            case ACCEPTED -> {
                badge.setGraphic(new FontIcon("mdi2c-check"));
                badge.getStyleClass().add("accepted");
                badge.setVisible(true);
            }
            case REJECTED -> {
                badge.setGraphic(new FontIcon("mdi2c-close"));
                badge.getStyleClass().add("rejected");
                badge.setVisible(true);
            }
            default -> badge.setVisible(false);
        }
        badge.setUserData(s);
    }
}
