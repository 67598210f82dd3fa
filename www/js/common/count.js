// A count as English writes it (12,345), for every number of games the page
// shows. Not toLocaleString: its first call loads the locale's data, which
// took 19 ms of script on the first message of a file being read (a long
// task on a slow machine).
export const formatCount = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
