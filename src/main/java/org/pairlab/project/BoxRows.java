package org.pairlab.project;

import java.sql.ResultSet;
import java.sql.SQLException;

/** The one mapping of a box row (joined with its category's name) to a {@link Box}, shared by the box queries. */
final class BoxRows {
    /** The columns {@link #read} expects, in order, from {@link #FROM}. */
    static final String COLUMNS = "b.id, k.name, b.x, b.y, b.w, b.h, b.score, b.source, b.crowd";
    /** Boxes with their category names. */
    static final String FROM = "boxes b JOIN categories k ON k.id = b.category_id";

    private BoxRows() {
    }

    /** The box whose {@link #COLUMNS} start at column {@code first} of the current row (1 for the first column). */
    static Box read(ResultSet rs, int first) throws SQLException {
        double score = rs.getDouble(first + 6);
        Double s = rs.wasNull() ? null : score;
        return new Box(rs.getLong(first), rs.getString(first + 1), rs.getDouble(first + 2), rs.getDouble(first + 3),
                rs.getDouble(first + 4), rs.getDouble(first + 5), s, BoxSource.fromDb(rs.getString(first + 7)),
                rs.getInt(first + 8) != 0);
    }
}
